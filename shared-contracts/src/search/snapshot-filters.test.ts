import { emptyFilterGroups } from './search-state';
import { narrowToSnapFilter } from './snapshot-filters';

const pifux = { id: 11, label: 'Pifux', value: '11' };
const moquo = { id: 12, label: 'Moquo', value: '12' };
const diprex = { id: 13, label: 'Diprex Net', value: '13' };
const video = { id: 3, label: 'Video ADs', value: '3' };

describe('narrowToSnapFilter', () => {
  it("replaces the search's group of the snap type with the one chosen; the other groups still apply", () => {
    const filters = { ...emptyFilterGroups(), advertisers: [moquo, pifux, diprex], formats: [video] };

    expect(narrowToSnapFilter(filters, 'advertisers', pifux)).toEqual({
      ...emptyFilterGroups(),
      advertisers: [pifux],
      formats: [video],
    });
    expect(filters.advertisers).toEqual([moquo, pifux, diprex]);
  });

  it('narrows to the one chosen when the search does not hold it, and leaves a search without one as it is', () => {
    const filters = { ...emptyFilterGroups(), publishers: [moquo] };

    expect(narrowToSnapFilter(filters, 'publishers', diprex).publishers).toEqual([diprex]);
    expect(narrowToSnapFilter(filters, 'industries', null)).toBe(filters);
  });
});
