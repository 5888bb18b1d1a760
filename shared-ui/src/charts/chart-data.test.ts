import { pieCsv, seriesCsv } from './chart-csv';
import { mergeSeries, renameSeries, sortByX, toPercentStack, toPieData } from './chart-data';

describe('chart data shaping', () => {
  it('keeps the largest slices, folds the rest into Others and computes shares', () => {
    const slices = [
      { type: 'Small', value: 5 },
      { type: 'Big', value: 50 },
      { type: 'Zero', value: 0 },
      { type: 'Mid', value: 25 },
      { type: 'Tiny', value: 20 },
    ];
    expect(toPieData(slices, 'Others', 3)).toEqual([
      { type: 'Big', value: 50, share: 50 },
      { type: 'Mid', value: 25, share: 25 },
      { type: 'Others', value: 25, share: 25 },
    ]);
    expect(toPieData(slices, 'Others', 10).map((slice) => slice.type)).toEqual(['Big', 'Mid', 'Tiny', 'Small']);
    expect(toPieData([{ type: 'None', value: 0 }], 'Others')).toEqual([]);
  });

  it('turns each x into shares of 100%', () => {
    const stacked = toPercentStack([
      { x: 'Desktop', series: 'A', value: 30 },
      { x: 'Desktop', series: 'B', value: 10 },
      { x: 'Mobile', series: 'A', value: 0 },
    ]);
    expect(stacked.map((point) => point.value)).toEqual([75, 25, 0]);
  });

  it('orders points by x and sums points of the same x and series', () => {
    const points = [
      { x: '2024-06-02', series: 'A', value: 1 },
      { x: '2024-06-01', series: 'B', value: 2 },
      { x: '2024-06-01', series: 'A', value: 3 },
    ];
    expect(sortByX(points).map((p) => `${p.x} ${p.series}`)).toEqual(['2024-06-01 B', '2024-06-01 A', '2024-06-02 A']);
    expect(mergeSeries([...points, { x: '2024-06-01', series: 'A', value: 4 }])).toContainEqual({
      x: '2024-06-01',
      series: 'A',
      value: 7,
    });
    expect(renameSeries(points, (name) => name.toLowerCase())[0]?.series).toBe('a');
  });
});

describe('pie folding', () => {
  it('folds the rest into the answer’s own Others slice instead of adding a second one', () => {
    const slices = [
      { type: 'Others', value: 40 },
      ...Array.from({ length: 10 }, (_, i) => ({ type: `N${i}`, value: 6 })),
    ];
    const pie = toPieData(slices, 'Others');
    expect(pie.filter((slice) => slice.type === 'Others')).toEqual([{ type: 'Others', value: 52, share: 52 }]);
    expect(pie).toHaveLength(9);
  });
});

describe('chart CSV', () => {
  it('lists a pie and series as plotted', () => {
    const pie = toPieData(
      [
        { type: 'Acme', value: 2 },
        { type: 'Globex', value: 1 },
      ],
      'Others',
    );
    expect(pieCsv(pie, { name: 'Name', share: 'Share (%)' })).toEqual({
      headers: ['Name', 'Share (%)'],
      rows: [
        ['Acme', 66.6667],
        ['Globex', 33.3333],
      ],
    });
    // A count column holds the view's counts, never the slices' values (which are shares).
    const spots = new Map([
      ['Acme', 1200],
      ['Globex', 600],
    ]);
    expect(
      pieCsv(pie, { name: 'Name', share: 'Share (%)', count: { header: 'Spots', of: (type) => spots.get(type) ?? 0 } }),
    ).toEqual({
      headers: ['Name', 'Spots', 'Share (%)'],
      rows: [
        ['Acme', 1200, 66.6667],
        ['Globex', 600, 33.3333],
      ],
    });
    // A pie drawn from counts writes its values as the counts.
    expect(pieCsv(pie, { name: 'Name', share: 'Share (%)', count: { header: 'Amount' } }).rows[0]).toEqual([
      'Acme',
      2,
      66.6667,
    ]);
    expect(
      seriesCsv(
        toPercentStack([
          { x: 'Desktop', series: 'Acme', value: 1 },
          { x: 'Desktop', series: 'Globex', value: 2 },
        ]),
        {
          x: 'Media',
          series: 'Name',
          value: 'Share (%)',
        },
      ).rows,
    ).toEqual([
      ['Desktop', 'Acme', 33.3333],
      ['Desktop', 'Globex', 66.6667],
    ]);
  });
});
