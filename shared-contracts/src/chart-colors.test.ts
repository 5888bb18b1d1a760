import { createChartColors } from './chart-colors';

const named = (...labels: string[]) => labels.map((label) => ({ label }));

describe('chart colours of the session', () => {
  it('gives slots in first-seen order and keeps each whatever the chart and its rank there', () => {
    const colors = createChartColors();
    expect(colors.slotsOf(named('Diprex Net', 'Pifux', 'Acme'), 18)).toEqual([0, 1, 2]);
    // The next chart ranks them otherwise and meets a new name.
    expect(colors.slotsOf(named('Acme', 'Globex', 'Diprex Net'), 18)).toEqual([2, 3, 0]);
  });

  it('passes over the slots the other entities of the chart hold, while a free one is left', () => {
    const colors = createChartColors();
    colors.slotsOf(named('A', 'B', 'C'), 4);
    colors.slotsOf(named('D'), 4);
    // The cursor is back at slot 0, which A holds in this chart: E takes the next free one.
    expect(colors.slotsOf(named('A', 'E'), 4)).toEqual([0, 1]);
    // Every slot taken: colours repeat rather than fail.
    expect(colors.slotsOf(named('A', 'B', 'C', 'D', 'F'), 4)).toEqual([0, 1, 2, 3, 2]);
  });

  it('knows an entity by its key, the same under another label (another language)', () => {
    const colors = createChartColors();
    colors.slotsOf([{ label: 'Acme' }, { label: 'Juegos', key: 'industries:4' }], 18);
    expect(colors.slotsOf([{ label: 'Gaming', key: 'industries:4' }], 18)).toEqual([1]);
    // A chart given labels only finds it under its new label too.
    expect(colors.slotsOf(named('Gaming'), 18)).toEqual([1]);
    // A label met before without a key keeps its slot when a key comes with it.
    expect(colors.slotsOf([{ label: 'Acme', key: 'advertisers:7' }], 18)).toEqual([0]);
  });

  it('gives the same slot to the same name twice in one chart', () => {
    expect(createChartColors().slotsOf(named('Acme', 'Acme', 'Globex'), 18)).toEqual([0, 0, 1]);
  });
});
