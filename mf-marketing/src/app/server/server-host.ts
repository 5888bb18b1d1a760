import type { i18n as I18n } from 'i18next';
import {
  createDefaultSearch,
  createEventBus,
  todayInProductZone,
  type HostApi,
  type HostConfig,
  type HttpClient,
} from 'shared-contracts';
import { createStore } from 'zustand/vanilla';

const NOTHING = () => undefined;

/**
 * The host a page is drawn with on the shell's server: an anonymous visitor who has not answered
 * the statistics' question yet, in the light theme (the browser's page follows the visitor's
 * choice once it takes over). Nothing it is asked to do can happen before the browser has the
 * page: navigation, notices, dialogs and events go nowhere.
 */
export function createServerHost({
  i18n,
  http,
  config,
}: {
  i18n: I18n;
  http: HttpClient;
  config: HostConfig;
}): HostApi {
  return {
    search: createStore(() => createDefaultSearch(['AR'], todayInProductZone())),
    session: createStore(() => ({ status: 'anonymous' as const, claims: null })),
    http,
    events: createEventBus(),
    notify: NOTHING,
    navigate: NOTHING,
    openDialog: NOTHING,
    i18n,
    config,
    track: NOTHING,
    analyticsConsent: { state: createStore(() => ({ consent: null })), choose: NOTHING },
    theme: { mode: createStore(() => ({ mode: 'light' as const })), choose: NOTHING },
  };
}
