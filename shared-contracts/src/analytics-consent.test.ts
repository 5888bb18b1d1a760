import { createStore } from 'zustand/vanilla';
import { trackWithConsent, type AnalyticsConsentState } from './analytics-consent';

function setup(needsConsent?: () => boolean) {
  const sent: string[] = [];
  const consent = createStore<AnalyticsConsentState>(() => ({ consent: null }));
  const track = trackWithConsent((event) => sent.push(event), consent, needsConsent);
  return { sent, consent, track };
}

describe('trackWithConsent', () => {
  it('drops every event until the visitor accepts, then lets them through', () => {
    const { sent, consent, track } = setup();
    track('before');
    expect(sent).toEqual([]);

    consent.setState({ consent: 'granted' });
    track('after');
    // What happened before the answer is not sent later either.
    expect(sent).toEqual(['after']);
  });

  it('sends nothing once the visitor declined', () => {
    const { sent, consent, track } = setup();
    consent.setState({ consent: 'declined' });
    track('a');
    expect(sent).toEqual([]);
  });

  it('lets every event through where no consent is needed', () => {
    let publicPage = false;
    const { sent, track } = setup(() => publicPage);
    track('dashboard');
    publicPage = true;
    track('public');
    expect(sent).toEqual(['dashboard']);
  });
});
