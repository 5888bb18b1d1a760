import { createExpiryTimer, refreshDelay, REFRESH_LEAD_MS } from './expiry-timer';

describe('refreshDelay', () => {
  const now = 1_700_000_000_000;

  it('renews a minute before a long-lived token expires', () => {
    expect(refreshDelay(now / 1000 + 900, now)).toBe(900_000 - REFRESH_LEAD_MS);
  });

  it('renews a short-lived token at half its remaining life', () => {
    expect(refreshDelay(now / 1000 + 60, now)).toBe(30_000);
  });

  it('renews at once when the token has expired', () => {
    expect(refreshDelay(now / 1000 - 5, now)).toBe(0);
  });

  it('never asks setTimeout for more than it can wait', () => {
    expect(refreshDelay(now / 1000 + 365 * 24 * 3600, now)).toBe(2_147_483_647);
  });
});

describe('createExpiryTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires once when due and can be cancelled', () => {
    const onDue = jest.fn();
    const timer = createExpiryTimer(onDue);
    timer.schedule(100, 0);
    jest.advanceTimersByTime(50_000);
    expect(onDue).toHaveBeenCalledTimes(1);
    timer.schedule(100, 0);
    timer.cancel();
    jest.advanceTimersByTime(100_000);
    expect(onDue).toHaveBeenCalledTimes(1);
  });
});
