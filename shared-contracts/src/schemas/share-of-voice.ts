import { Type, type Static } from 'typebox';
import { Country } from './market-search';
import { NullableNumber } from './schema-helpers';

/** A slice of a pie: label and value. */
export const PieSlice = Type.Object({ type: Type.String(), value: Type.Number() });
export type PieSlice = Static<typeof PieSlice>;

/** One point of a stacked or line series over time or categories. */
export const SeriesPoint = Type.Object({
  /** The x value: a date (yyyy-MM-dd) or a category. */
  x: Type.String(),
  /** The series the point belongs to (e.g. an advertiser's name). */
  series: Type.String(),
  value: Type.Number(),
});
export type SeriesPoint = Static<typeof SeriesPoint>;

/** A row of the share of voice table (docs/product.md#share-of-voice). */
export const ShareOfVoiceRow = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  /** pViewability in percent, null when unknown. */
  viewability: NullableNumber,
  /** Share of spots in percent, 2 decimals; the rows of one answer add to 100. */
  percentage: Type.Number(),
  /** Spots. */
  total: Type.Integer(),
  prints: Type.Number(),
});
export type ShareOfVoiceRow = Static<typeof ShareOfVoiceRow>;

/** `POST /v2/sov/{dimension}?snap=0|1&lang=…`: one entry per country asked. */
export const ShareOfVoiceCountry = Type.Object({
  country: Country,
  tableData: Type.Array(ShareOfVoiceRow),
  pieData: Type.Array(PieSlice),
  /** Share per platform/format media over the top labels (the stacked percentage chart). */
  mediaData: Type.Array(SeriesPoint),
  mediaCategories: Type.Array(Type.String()),
  /**
   * Share of spots per media (platform; format on the platforms tab) over every spot searched,
   * in percent adding to 100: the media donut. Equal to the Platforms tab's shares of the search.
   */
  mediaShares: Type.Array(PieSlice, {
    description: 'Share of spots per media (platform; format on the platforms tab) over every spot searched',
  }),
  /** Share of voice of the top labels per day, week or month, as the range asks (`trendGrainOf`). */
  trendingSoV: Type.Array(SeriesPoint),
});
export type ShareOfVoiceCountry = Static<typeof ShareOfVoiceCountry>;

export const ShareOfVoiceResponse = Type.Array(ShareOfVoiceCountry);
export type ShareOfVoiceResponse = Static<typeof ShareOfVoiceResponse>;
