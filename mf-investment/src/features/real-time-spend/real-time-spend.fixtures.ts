import type { CountryCode, HttpClient, InvestmentCountry } from 'shared-contracts';

/** One country's answer: two industries with amounts in `currency` and prints. */
export function investmentCountry(country: CountryCode, currency: string, scale: number): InvestmentCountry {
  return {
    country,
    currency,
    tableData: [
      { id: 1, label: 'Retail', percentage: 75, prints: 1000, amount: 3000 * scale },
      { id: 2, label: 'Banks', percentage: 25, prints: 3000, amount: 1000 * scale },
    ],
    pieData: [
      { type: 'Retail', value: 75 },
      { type: 'Banks', value: 25 },
    ],
    mediaDataAmount: [
      { x: 'Desktop', series: 'Retail', value: 2000 * scale },
      { x: 'Web Mobile', series: 'Retail', value: 1000 * scale },
    ],
    mediaDataPrints: [
      { x: 'Desktop', series: 'Retail', value: 600 },
      { x: 'Web Mobile', series: 'Retail', value: 400 },
    ],
    mediaCategories: ['Desktop', 'Web Mobile'],
    trendingSoI: [
      { x: '2024-06-02', series: 'Retail', value: 70 },
      { x: '2024-06-01', series: 'Retail', value: 80 },
    ],
  };
}

/**
 * An HttpClient with the given POST mock and GET mock for the view's own calls (the rates). The
 * freshness line's `/v2/data-as-of`, which every view asks for, is answered here with no date,
 * so `rates` only ever sees the calls the test is about.
 */
export function mockHttp(
  post: jest.Mock,
  rates: jest.Mock = jest.fn().mockRejectedValue(new Error('unexpected GET')),
): HttpClient {
  const get = jest.fn((path: string, options?: unknown) =>
    path === '/v2/data-as-of' ? Promise.resolve([]) : rates(path, options),
  );
  return { post, get: get as HttpClient['get'], request: jest.fn() };
}
