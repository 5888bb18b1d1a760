import { isNewInPeriod } from './new-in-period';

const JUNE = { since: '2024-06-01', until: '2024-06-16' };

describe('isNewInPeriod', () => {
  it.each([
    ['first seen on the first day of the period', '2024-06-01', true],
    ['first seen on its last day', '2024-06-16', true],
    ['first seen within it', '2024-06-09', true],
    ['first seen the day before it', '2024-05-31', false],
    ['first seen months before it', '2023-11-20', false],
  ])('a campaign %s is new: %s', (_label, firstSeen, expected) => {
    expect(isNewInPeriod(firstSeen, JUNE)).toBe(expected);
  });
});
