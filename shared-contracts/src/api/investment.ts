export type { InvestmentCountry, InvestmentResponse, InvestmentRow } from '../schemas/investment';

export type { CurrencyRatesResponse } from '../schemas/market-reads';
