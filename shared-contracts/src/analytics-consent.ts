import type { ReadableStore } from './host-api';

/** A visitor's answer to the public pages' tracker. */
export type AnalyticsConsent = 'granted' | 'declined';

/** The answer given on this browser; null until the visitor answers. */
export interface AnalyticsConsentState {
  consent: AnalyticsConsent | null;
}

/**
 * The visitor's answer to the public pages' tracker (docs/decisions.md#a-visitors-data). The shell
 * owns the answer, remembers it and holds its tracker to it; the public area asks the question,
 * hands the answer over, and lets the visitor change it.
 */
export interface HostAnalyticsConsent {
  state: ReadableStore<AnalyticsConsentState>;
  /** Records the visitor's answer; it applies at once and to the next visits. */
  choose(consent: AnalyticsConsent): void;
}

type Track = (event: string, props?: Record<string, unknown>) => void;

/**
 * `track` held to the visitor's answer wherever `needsConsent()` says so (the public pages): an
 * event goes on only once the visitor accepted. Before an answer, and after a refusal, it is
 * dropped, not kept for later: what the visitor did before answering is not recorded at all.
 */
export function trackWithConsent(
  track: Track,
  consent: Pick<ReadableStore<AnalyticsConsentState>, 'getState'>,
  needsConsent: () => boolean = () => true,
): Track {
  return (event, props) => {
    if (needsConsent() && consent.getState().consent !== 'granted') return;
    track(event, props);
  };
}
