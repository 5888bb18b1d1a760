import { isLongEnoughRange, rangeLengthInDays, todayInProductZone } from './dates';

describe('the product dates', () => {
  it('measures a range as end minus start, in whole days', () => {
    expect(rangeLengthInDays('2024-06-01', '2024-06-15')).toBe(14);
    expect(rangeLengthInDays('2024-02-20', '2024-03-01')).toBe(10);
  });

  it('takes "more than 14 days" as a length of 15 or more', () => {
    expect(isLongEnoughRange('2024-06-01', '2024-06-15')).toBe(false);
    expect(isLongEnoughRange('2024-06-01', '2024-06-16')).toBe(true);
  });

  it("tells today's day in GMT-3 whatever the machine's zone", () => {
    expect(todayInProductZone(new Date('2024-06-02T02:59:00Z'))).toBe('2024-06-01');
    expect(todayInProductZone(new Date('2024-06-02T03:00:00Z'))).toBe('2024-06-02');
  });
});
