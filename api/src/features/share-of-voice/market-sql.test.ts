import { addMonths } from '../market-search/market-search';
import { planRange } from './market-sql';
import { roundToTotal } from './percentages';

describe('planRange', () => {
  test('whole months in the middle, the days around them', () => {
    expect(planRange('2025-11-23', '2026-11-22')).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { since: '2025-11-23', until: '2025-11-30' },
        { since: '2026-11-01', until: '2026-11-22' },
      ],
    });
  });

  test('a range of whole months has no days; a range inside a month has no months', () => {
    expect(planRange('2024-01-01', '2024-02-29')).toEqual({
      months: { from: '2024-01-01', to: '2024-02-01' },
      days: [],
    });
    expect(planRange('2024-03-02', '2024-03-30')).toEqual({
      months: null,
      days: [{ since: '2024-03-02', until: '2024-03-30' }],
    });
    expect(planRange('2024-03-15', '2024-04-14')).toEqual({
      months: null,
      days: [{ since: '2024-03-15', until: '2024-04-14' }],
    });
  });
});

describe('addMonths', () => {
  test('keeps the day, clamped to the end of shorter months', () => {
    expect(addMonths('2025-01-01', 12)).toBe('2026-01-01');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });
});

describe('roundToTotal', () => {
  test('rounded parts add to exactly the total', () => {
    const parts = roundToTotal([1, 1, 1], 100);

    expect(parts).toEqual([33.34, 33.33, 33.33]);
    expect(
      roundToTotal(
        Array.from({ length: 301 }, (_, index) => index + 1),
        100,
      ).reduce((a, b) => a + b, 0),
    ).toBeCloseTo(100, 9);
    expect(roundToTotal([0, 0], 100)).toEqual([0, 0]);
  });
});
