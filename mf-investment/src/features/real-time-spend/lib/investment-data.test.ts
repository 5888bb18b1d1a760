import type { InvestmentCountry } from 'shared-contracts';
import {
  countryColumns,
  isEmptyInvestment,
  mediaPlanPoints,
  metricSlices,
  toInvestmentRows,
  topLabelColumns,
  totalOf,
} from './investment-data';

const same = (name: string) => name;

function country(code: 'AR' | 'CL', factor: number): InvestmentCountry {
  return {
    country: code,
    currency: 'USD',
    tableData: [
      { id: 1, label: 'Retail', percentage: 60, prints: 100 * factor, amount: 6 * factor },
      { id: 2, label: 'Banks', percentage: 40, prints: 300 * factor, amount: 4 * factor },
    ],
    pieData: [],
    mediaDataAmount: [{ x: 'Desktop', series: 'Retail', value: 6 * factor }],
    mediaDataPrints: [{ x: 'Desktop', series: 'Retail', value: 100 * factor }],
    mediaCategories: ['Desktop'],
    trendingSoI: [],
  };
}

describe('investment data', () => {
  it('adds up the amount or the prints of every row of every country (the header’s figure)', () => {
    const both = [country('AR', 1), country('CL', 2)];
    expect(totalOf(both, 'amount')).toBe(10 + 20);
    expect(totalOf(both, 'prints')).toBe(400 + 800);
  });

  it('sums each label over the countries by amount or prints', () => {
    const both = [country('AR', 1), country('CL', 2)];
    expect(metricSlices(both, 'amount', same)).toEqual([
      { type: 'Retail', value: 18 },
      { type: 'Banks', value: 12 },
    ]);
    expect(metricSlices(both, 'prints', same)).toEqual([
      { type: 'Retail', value: 300 },
      { type: 'Banks', value: 900 },
    ]);
    expect(mediaPlanPoints(both, 'prints', same)).toEqual([{ x: 'Desktop', series: 'Retail', value: 300 }]);
  });

  it('charts the top labels of one country and the total of each of several', () => {
    expect(topLabelColumns(country('AR', 1), 'prints', same, 'Prints').map((point) => point.x)).toEqual([
      'Banks',
      'Retail',
    ]);
    expect(countryColumns([country('AR', 1), country('CL', 2)], 'amount', (code) => `${code}!`, 'Amount')).toEqual([
      { x: 'AR!', series: 'Amount', value: 10 },
      { x: 'CL!', series: 'Amount', value: 20 },
    ]);
  });

  it('lists rows with their country and currency, and knows an empty answer', () => {
    expect(toInvestmentRows([country('CL', 1)], same)[1]).toMatchObject({
      key: 'CL-2',
      country: 'CL',
      currency: 'USD',
    });
    expect(isEmptyInvestment([{ ...country('AR', 1), tableData: [] }])).toBe(true);
  });
});
