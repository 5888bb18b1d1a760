import { REMOTE_IDS } from 'shared-contracts';
import { canaryBucket, isInCanary } from './canary-bucket';

const USER_IDS = Array.from({ length: 1000 }, (_, index) => `user${index + 1}@customer${index % 37}.test`);

function shareOnCanary(percent: number, remote = REMOTE_IDS[0]!): number {
  const onCanary = USER_IDS.filter((id) => isInCanary(canaryBucket(id, remote), percent)).length;
  return (onCanary / USER_IDS.length) * 100;
}

describe('canary assignment', () => {
  it.each([5, 20, 50, 90])('puts %i %% of 1,000 users on the canary, within 2 points', (percent) => {
    expect(Math.abs(shareOnCanary(percent) - percent)).toBeLessThanOrEqual(2);
  });

  it('spreads users evenly for every remote: 100,000 ids within half a point of each percent', () => {
    const many = Array.from({ length: 100_000 }, (_, index) => `user${index + 1}@customer${index % 37}.test`);
    for (const remote of REMOTE_IDS) {
      const buckets = many.map((id) => canaryBucket(id, remote));
      for (const percent of [5, 20, 50, 90]) {
        const share = (buckets.filter((bucket) => isInCanary(bucket, percent)).length / many.length) * 100;
        expect(Math.abs(share - percent)).toBeLessThan(0.5);
      }
    }
  });

  it('gives the same person the same bucket every time, and nobody at 0 % or everybody at 100 %', () => {
    expect(canaryBucket('analyst@demo.test', 'mf-sov')).toBe(canaryBucket('analyst@demo.test', 'mf-sov'));
    expect(shareOnCanary(0)).toBe(0);
    expect(shareOnCanary(100)).toBe(100);
  });

  it('keeps everyone already on the canary there when the percent goes up', () => {
    const at5 = USER_IDS.filter((id) => isInCanary(canaryBucket(id, 'mf-sov'), 5));
    expect(at5.every((id) => isInCanary(canaryBucket(id, 'mf-sov'), 20))).toBe(true);
  });

  it('draws each remote separately, so one person is not on every canary at once', () => {
    const onSov = USER_IDS.filter((id) => isInCanary(canaryBucket(id, 'mf-sov'), 50));
    const onBoth = onSov.filter((id) => isInCanary(canaryBucket(id, 'mf-investment'), 50));
    expect(onBoth.length / onSov.length).toBeGreaterThan(0.4);
    expect(onBoth.length / onSov.length).toBeLessThan(0.6);
  });
});
