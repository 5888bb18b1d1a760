import type { CountryCode } from '../countries';
import type { IsoDate } from '../search/search-state';

/** A slice of a pie: label and value. */
export interface PieSlice {
  type: string;
  value: number;
}

/** One point of a stacked or line series over time or categories. */
export interface SeriesPoint {
  /** The x value: a date (yyyy-MM-dd) or a category. */
  x: IsoDate | string;
  /** The series the point belongs to (e.g. an advertiser's name). */
  series: string;
  value: number;
}

/** A row of the share of voice table (docs/product.md#share-of-voice). */
export interface ShareOfVoiceRow {
  id: number;
  label: string;
  /** pViewability in percent, null when unknown. */
  viewability: number | null;
  /** Share of spots in percent, 2 decimals; the rows of one answer add to 100. */
  percentage: number;
  /** Spots. */
  total: number;
  prints: number;
}

/** `POST /v2/sov/{dimension}?snap=0|1&lang=…`: one entry per country asked. */
export interface ShareOfVoiceCountry {
  country: CountryCode;
  tableData: ShareOfVoiceRow[];
  pieData: PieSlice[];
  /** Share per platform/format media over the top labels (the stacked percentage chart). */
  mediaData: SeriesPoint[];
  mediaCategories: string[];
  /**
   * Share of spots per media (platform; format on the platforms tab) over every spot searched,
   * in percent adding to 100: the media donut. Equal to the Platforms tab's shares of the search.
   */
  mediaShares: PieSlice[];
  /** Share of voice of the top labels per day. */
  trendingSoV: SeriesPoint[];
}

export type ShareOfVoiceResponse = ShareOfVoiceCountry[];
