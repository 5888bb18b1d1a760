import type { CountryCode } from '../countries';
import type { PieSlice, SeriesPoint } from './share-of-voice';

/** A row of the investment table. `amount` is in `currency` of the answer. */
export interface InvestmentRow {
  id: number;
  label: string;
  /** Share of investment in percent, 2 decimals. */
  percentage: number;
  prints: number;
  amount: number;
}

/** `POST /v2/soi/{dimension}?snap=0|1&lang=…`: one entry per country, in local currency. */
export interface InvestmentCountry {
  country: CountryCode;
  currency: string;
  tableData: InvestmentRow[];
  pieData: PieSlice[];
  mediaDataAmount: SeriesPoint[];
  mediaDataPrints: SeriesPoint[];
  mediaCategories: string[];
  trendingSoI: SeriesPoint[];
}

export type InvestmentResponse = InvestmentCountry[];

/** `GET /v2/rates?currencies=ARS,BRL`: USD quotes keyed `USD` + code, or `false` on failure. */
export interface CurrencyRatesResponse {
  source: 'USD';
  quotes: Record<string, number>;
}
