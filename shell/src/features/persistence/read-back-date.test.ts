import { readBackDate } from './read-back-date';

describe('readBackDate', () => {
  it.each([
    ['2024-05-01', '2024-05-01'],
    // An instant written at 04:00 (or any time) comes back as its own calendar day.
    ['2024-05-01T04:00:00.000Z', '2024-05-01'],
    ['2024-05-01T23:30:00-03:00', '2024-05-01'],
  ])('reads %s as %s', (value, day) => {
    expect(readBackDate(value, '2024-06-30')).toBe(day);
  });

  it.each([['2024-02-30'], ['2016-12-31'], ['2024-07-01'], ['yesterday'], [20240501], [null]])(
    'refuses %s',
    (value) => {
      expect(readBackDate(value, '2024-06-30')).toBeNull();
    },
  );
});
