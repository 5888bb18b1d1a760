export type { InvestmentCountry, InvestmentResponse, InvestmentRow } from '../schemas/investment';

/** `GET /v2/rates?currencies=ARS,BRL`: USD quotes keyed `USD` + code, or `false` on failure. */
export interface CurrencyRatesResponse {
  source: 'USD';
  quotes: Record<string, number>;
}
