import type { InvestmentCountry, ShareOfVoiceCountry } from 'shared-contracts';
import { shareSlices, spendSeries, trendLabel, trendLeader, trendPair } from './snapshot-charts';

const sov = {
  country: 'AR',
  tableData: [
    { id: 1, label: 'Acme', viewability: null, percentage: 60, total: 6, prints: 1 },
    { id: 2, label: 'Globex', viewability: 50, percentage: 40, total: 4, prints: 1 },
  ],
  pieData: [],
  mediaData: [],
  mediaCategories: [],
  mediaShares: [],
  trendingSoV: [
    { x: '2024-06-02', series: 'Globex', value: 30 },
    { x: '2024-06-01', series: 'Globex', value: 40 },
    { x: '2024-06-01', series: 'Acme', value: 60 },
  ],
} satisfies ShareOfVoiceCountry;

const soi = {
  country: 'AR',
  currency: 'ARS',
  tableData: [],
  pieData: [],
  mediaDataAmount: [],
  mediaDataPrints: [],
  mediaCategories: [],
  trendingSoI: [
    { x: '2024-06-01', series: 'Globex', value: 55 },
    { x: '2024-06-03', series: 'Globex', value: 20 },
  ],
} satisfies InvestmentCountry;

describe('snapshot charts', () => {
  it('follows the leader that both trends list', () => {
    expect(trendLeader(sov, soi)).toBe('Globex');
    expect(trendLeader(sov, null)).toBeNull();
  });

  it('pairs the shares per day, 0 where a trend has no spots', () => {
    expect(trendPair(sov, soi, 'Globex')).toEqual([
      { x: '2024-06-01', left: 40, right: 55 },
      { x: '2024-06-02', left: 30, right: 0 },
      { x: '2024-06-03', left: 0, right: 20 },
    ]);
  });

  it('names a trend point by its first day, a month by its name', () => {
    expect(trendLabel('2024-06-03', 'day', 'en')).toBe('2024-06-03');
    expect(trendLabel('2024-06-03', 'week', 'en')).toBe('2024-06-03');
    expect(trendLabel('2024-01-01', 'month', 'en')).toBe('Jan 2024');
    // A range's first month, begun before the range, is still that month.
    expect(trendLabel('2023-12-27', 'month', 'en')).toBe('Dec 2023');
    expect(trendLabel('2024-01-01', 'month', 'es')).toMatch(/^ene\.? 2024$/);
  });

  it('shapes donuts and the spend line', () => {
    const slices = shareSlices([{ id: 1, label: 'Desktop', percentage: 70, total: 7, amount: 1 }], (n) =>
      n.toUpperCase(),
    );
    expect(slices).toEqual([{ type: 'DESKTOP', value: 70 }]);
    expect(spendSeries([{ date: '2024-06-01', amount: 12.5 }], 'Ad spend')).toEqual([
      { x: '2024-06-01', series: 'Ad spend', value: 12.5 },
    ]);
  });
});
