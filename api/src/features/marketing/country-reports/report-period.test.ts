import { lastWholeMonth } from './report-period';

describe('lastWholeMonth', () => {
  test("is the data-as-of date's month when that date is the month's last day", () => {
    expect(lastWholeMonth('2026-06-30')).toEqual({ month: '2026-06', since: '2026-06-01', until: '2026-06-30' });
    expect(lastWholeMonth('2024-02-29')).toEqual({ month: '2024-02', since: '2024-02-01', until: '2024-02-29' });
  });

  test('is the month before otherwise, across a year', () => {
    expect(lastWholeMonth('2026-12-03')).toEqual({ month: '2026-11', since: '2026-11-01', until: '2026-11-30' });
    expect(lastWholeMonth('2027-01-30')).toEqual({ month: '2026-12', since: '2026-12-01', until: '2026-12-31' });
    expect(lastWholeMonth('2026-03-01')).toEqual({ month: '2026-02', since: '2026-02-01', until: '2026-02-28' });
  });
});
