import { Type, type Static } from 'typebox';
import { Country } from './market-search';
import { PieSlice, SeriesPoint } from './share-of-voice';

/** A row of the investment table. `amount` is in `currency` of the answer. */
export const InvestmentRow = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  /** Share of investment in percent, 2 decimals. */
  percentage: Type.Number(),
  prints: Type.Number(),
  amount: Type.Number(),
});
export type InvestmentRow = Static<typeof InvestmentRow>;

/** `POST /v2/soi/{dimension}?snap=0|1&lang=…`: one entry per country, in local currency. */
export const InvestmentCountry = Type.Object({
  country: Country,
  currency: Type.String(),
  tableData: Type.Array(InvestmentRow),
  pieData: Type.Array(PieSlice),
  mediaDataAmount: Type.Array(SeriesPoint),
  mediaDataPrints: Type.Array(SeriesPoint),
  mediaCategories: Type.Array(Type.String()),
  trendingSoI: Type.Array(SeriesPoint),
});
export type InvestmentCountry = Static<typeof InvestmentCountry>;

export const InvestmentResponse = Type.Array(InvestmentCountry);
export type InvestmentResponse = Static<typeof InvestmentResponse>;
