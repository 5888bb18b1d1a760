import type { InvestmentCountry, SeriesPoint } from 'shared-contracts';
import type { Quotes } from '../api/get-rates';

/** The currencies to ask quotes for: those of the countries, without USD, sorted, once each. */
export function currenciesToQuote(currencies: readonly string[]): string[] {
  return [...new Set(currencies.filter((currency) => currency !== 'USD'))].sort();
}

/** Units of `currency` per US dollar, from quotes keyed `USD` + code; null when missing. */
export function usdRate(currency: string, quotes: Quotes): number | null {
  if (currency === 'USD') return 1;
  const rate = quotes[`USD${currency}`];
  return rate && rate > 0 ? rate : null;
}

function convertPoints(points: readonly SeriesPoint[], rate: number): SeriesPoint[] {
  return points.map((point) => ({ ...point, value: point.value / rate }));
}

/**
 * A country's answer with its amounts in USD (`amount / quotes['USD' + currency]`). Prints and
 * shares are not money and stay as they are. Null when there is no quote for its currency.
 */
export function convertCountryToUsd(country: InvestmentCountry, quotes: Quotes): InvestmentCountry | null {
  const rate = usdRate(country.currency, quotes);
  if (rate === null) return null;
  return {
    ...country,
    currency: 'USD',
    tableData: country.tableData.map((row) => ({ ...row, amount: row.amount / rate })),
    mediaDataAmount: convertPoints(country.mediaDataAmount, rate),
  };
}
