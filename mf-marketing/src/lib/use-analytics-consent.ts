import { useSyncExternalStore } from 'react';
import type { AnalyticsConsent } from 'shared-contracts';
import { useHost } from '../app/host-context';

interface AnalyticsConsentAnswer {
  /** null until the visitor answers. */
  consent: AnalyticsConsent | null;
  choose(consent: AnalyticsConsent): void;
}

const NOTHING_TO_FOLLOW = () => () => undefined;

/**
 * The visitor's answer to the public pages' tracker, kept by the shell (`host.analyticsConsent`);
 * null from a host that does not ask, where nothing is shown.
 */
export function useAnalyticsConsent(): AnalyticsConsentAnswer | null {
  const asked = useHost().analyticsConsent;
  const read = () => asked?.state.getState().consent ?? null;
  // The same read on the shell's server (server/render-page.tsx), where nobody has answered yet.
  const consent = useSyncExternalStore(asked?.state.subscribe ?? NOTHING_TO_FOLLOW, read, read);
  return asked ? { consent, choose: asked.choose } : null;
}
