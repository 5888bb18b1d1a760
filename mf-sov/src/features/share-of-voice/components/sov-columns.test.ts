import type { TFunction } from 'i18next';
import { sovColumns } from './sov-columns';

const t = ((key: string) => key) as unknown as TFunction;
const options = {
  t,
  thresholds: { shown: 0, yellow: 2, green: 5 },
  lights: { green: 'High share', yellow: 'Medium share', red: 'Low share' },
  shareTitle: 'Share (%)',
};

describe('sovColumns', () => {
  it('on a phone keeps the name, share and spots within 320 px, leaving pViewability out', () => {
    const compact = sovColumns({ ...options, compact: true });
    expect(compact.map((column) => column.key)).toEqual(['label', 'percentage', 'total']);
    const width = compact.reduce((sum, column) => sum + Number(column.width), 0);
    expect(width).toBeLessThanOrEqual(320);
    expect(sovColumns(options).map((column) => column.key)).toEqual(['label', 'viewability', 'percentage', 'total']);
  });
});
