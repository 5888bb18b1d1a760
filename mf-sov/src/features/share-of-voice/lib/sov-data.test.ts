import type { ShareOfVoiceCountry } from 'shared-contracts';
import { isEmptyAnswer, labelSeries, mediaMixSlices, pieSlices, toSovRows } from './sov-data';

const upper = (name: string) => (name === 'Desktop' ? 'Escritorio' : name);

const ar: ShareOfVoiceCountry = {
  country: 'AR',
  tableData: [{ id: 1, label: 'Desktop', viewability: 70, percentage: 60, total: 600, prints: 9000 }],
  pieData: [{ type: 'Desktop', value: 60 }],
  mediaData: [
    { x: 'Web Mobile', series: 'Acme', value: 2 },
    { x: 'Desktop', series: 'Acme', value: 3 },
    { x: 'Desktop', series: 'Globex', value: 1 },
  ],
  mediaCategories: ['Desktop', 'Web Mobile'],
  trendingSoV: [],
};

describe('share of voice data', () => {
  it('lists every country’s rows with keys, countries and shown names', () => {
    expect(toSovRows([ar, { ...ar, country: 'BR' }], upper).map((row) => [row.key, row.country, row.label])).toEqual([
      ['AR-1', 'AR', 'Escritorio'],
      ['BR-1', 'BR', 'Escritorio'],
    ]);
  });

  it('sums the media data per medium in the order of the media categories', () => {
    expect(mediaMixSlices(ar, upper)).toEqual([
      { type: 'Escritorio', value: 4 },
      { type: 'Web Mobile', value: 2 },
    ]);
    expect(pieSlices(ar, upper)).toEqual([{ type: 'Escritorio', value: 60 }]);
    expect(labelSeries(ar.mediaData, upper)[1]).toEqual({ x: 'Escritorio', series: 'Acme', value: 3 });
  });

  it('is empty when no country has rows', () => {
    expect(isEmptyAnswer([{ ...ar, tableData: [] }])).toBe(true);
    expect(isEmptyAnswer([ar])).toBe(false);
    expect(isEmptyAnswer([])).toBe(true);
  });
});
