import { trendGrainOf, trendPeriodOf } from './compare';

describe('a trend chart’s grain follows its period', () => {
  it.each([
    ['2026-06-01', '2026-06-15', 'day'],
    ['2026-05-01', '2026-06-01', 'day'],
    ['2026-05-01', '2026-06-02', 'week'],
    ['2026-01-01', '2026-07-01', 'week'],
    ['2026-01-01', '2026-07-02', 'month'],
    ['2025-06-16', '2026-06-15', 'month'],
  ])('%s to %s: %s', (since, until, grain) => {
    expect(trendGrainOf(since, until)).toBe(grain);
  });

  it('names a period by its first day: the day, the ISO week’s Monday, the month’s 1st', () => {
    // 2026-06-14 is a Sunday, 2026-06-15 a Monday.
    expect(trendPeriodOf('2026-06-14', 'day')).toBe('2026-06-14');
    expect(trendPeriodOf('2026-06-14', 'week')).toBe('2026-06-08');
    expect(trendPeriodOf('2026-06-15', 'week')).toBe('2026-06-15');
    expect(trendPeriodOf('2026-06-14', 'month')).toBe('2026-06-01');
  });
});
