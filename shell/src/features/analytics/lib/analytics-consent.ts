import { createStore } from 'zustand/vanilla';
import type { AnalyticsConsent, AnalyticsConsentState, HostAnalyticsConsent } from 'shared-contracts';
import { local, type SafeStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/** The public area's pages: the shell mounts the marketing remote at /marketing/*. */
const PUBLIC_AREA = /^\/marketing(\/|$)/;

/** Whether the page shows the public area, whose tracker waits for the visitor's consent. */
export function onPublicPage(pathname: string = window.location.pathname): boolean {
  return PUBLIC_AREA.test(pathname);
}

function readConsent(storage: SafeStorage): AnalyticsConsent | null {
  const stored = storage.get(STORAGE_KEYS.analyticsConsent);
  return stored === 'granted' || stored === 'declined' ? stored : null;
}

/**
 * The visitor's answer (`host.analyticsConsent`), remembered on this browser so the public area
 * asks once (docs/decisions.md#a-visitors-data).
 */
export function createAnalyticsConsent(storage: SafeStorage = local): HostAnalyticsConsent {
  const state = createStore<AnalyticsConsentState>(() => ({ consent: readConsent(storage) }));
  return {
    state,
    choose(consent) {
      storage.set(STORAGE_KEYS.analyticsConsent, consent);
      state.setState({ consent });
    },
  };
}
