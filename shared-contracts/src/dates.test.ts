import { PRODUCT_TIME_ZONE, inProductZone, isLongEnoughRange, rangeLengthInDays, todayInProductZone } from './dates';

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

  it('reads a moment in GMT-3 in summer and in winter alike', () => {
    expect(inProductZone('2024-01-15T02:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2024-01-14 23:30');
    expect(inProductZone('2024-07-15T02:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2024-07-14 23:30');
  });

  it("agrees with the time-zone database's reading of the product's zone on every day of the data's years", () => {
    const zoneClock = new Intl.DateTimeFormat('sv-SE', {
      timeZone: PRODUCT_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    const disagreements: string[] = [];
    for (let moment = Date.UTC(2017, 0, 1, 1, 30); moment < Date.UTC(2028, 0, 1); moment += 86_400_000) {
      const expected = zoneClock.format(moment);
      const read = inProductZone(moment).format('YYYY-MM-DD HH:mm');
      if (read !== expected) disagreements.push(`${new Date(moment).toISOString()}: ${read} vs ${expected}`);
    }
    expect(disagreements).toEqual([]);
  });
});
