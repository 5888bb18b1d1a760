import type { ShareOfVoiceCountry } from 'shared-contracts';
import { isEmptyAnswer, labelSeries, mediaMixSlices, pieSlices, spotsOfSlice, toSovRows, totalSpots } from './sov-data';

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
  // Every medium's share of all spots: not the media plan's points, which are shares within a medium.
  mediaShares: [
    { type: 'Desktop', value: 70.5 },
    { type: 'Web Mobile', value: 29.5 },
  ],
  trendingSoV: [],
};

describe('share of voice data', () => {
  it('adds up the spots of every row of every country (the header’s figure)', () => {
    const two = { ...ar, tableData: [...ar.tableData, { ...ar.tableData[0]!, id: 2, total: 45 }] };
    expect(totalSpots([two, { ...ar, country: 'BR' }])).toBe(600 + 45 + 600);
    expect(totalSpots([])).toBe(0);
  });

  it('lists every country’s rows with keys, countries and shown names', () => {
    expect(toSovRows([ar, { ...ar, country: 'BR' }], upper).map((row) => [row.key, row.country, row.label])).toEqual([
      ['AR-1', 'AR', 'Escritorio'],
      ['BR-1', 'BR', 'Escritorio'],
    ]);
  });

  it('draws the media mix from the API’s media shares, not from sums of the media plan’s shares', () => {
    expect(mediaMixSlices(ar, upper)).toEqual([
      { type: 'Escritorio', value: 70.5 },
      { type: 'Web Mobile', value: 29.5 },
    ]);
    expect(pieSlices(ar, upper)).toEqual([{ type: 'Escritorio', value: 60 }]);
    expect(labelSeries(ar.mediaData, upper)[1]).toEqual({ x: 'Escritorio', series: 'Acme', value: 3 });
  });

  it('counts the spots behind each plotted pie slice, the rest under the slice no row names', () => {
    const rows = toSovRows(
      [
        {
          ...ar,
          tableData: [
            { id: 1, label: 'Acme', viewability: 70, percentage: 50, total: 500, prints: 1 },
            { id: 2, label: 'Globex', viewability: 70, percentage: 30, total: 300, prints: 1 },
            { id: 3, label: 'Initech', viewability: 70, percentage: 20, total: 200, prints: 1 },
          ],
        },
      ],
      upper,
    );
    const spots = spotsOfSlice(rows, ['Acme', 'Others']);
    expect(['Acme', 'Others'].map(spots)).toEqual([500, 500]);
  });

  it('is empty when no country has rows', () => {
    expect(isEmptyAnswer([{ ...ar, tableData: [] }])).toBe(true);
    expect(isEmptyAnswer([ar])).toBe(false);
    expect(isEmptyAnswer([])).toBe(true);
  });
});
