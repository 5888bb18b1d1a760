import { createAnalyticsConsent, onPublicPage } from './analytics-consent';

describe("the visitor's answer to the public pages' tracker", () => {
  it('is unanswered on a first visit, and remembered on this browser once given', () => {
    const first = createAnalyticsConsent();
    expect(first.state.getState().consent).toBeNull();

    first.choose('declined');
    expect(first.state.getState().consent).toBe('declined');
    expect(createAnalyticsConsent().state.getState().consent).toBe('declined');

    first.choose('granted');
    expect(createAnalyticsConsent().state.getState().consent).toBe('granted');
  });

  it('reads a stored value it does not know as no answer', () => {
    window.localStorage.setItem('suite.analyticsConsent', 'maybe');
    expect(createAnalyticsConsent().state.getState().consent).toBeNull();
  });

  it('asks on the public area only', () => {
    expect(onPublicPage('/marketing/signup')).toBe(true);
    expect(onPublicPage('/marketing')).toBe(true);
    expect(onPublicPage('/marketingplan')).toBe(false);
    expect(onPublicPage('/login')).toBe(false);
    expect(onPublicPage('/dashboard/shareofvoice')).toBe(false);
  });
});
