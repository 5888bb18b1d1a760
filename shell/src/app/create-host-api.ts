import type { i18n as I18n } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import {
  createChartColors,
  createEventBus,
  createFetchHttpClient,
  type EnvironmentFile,
  type HostAnalyticsConsent,
  type HostApi,
  type HostTheme,
  type SearchState,
  type SessionState,
} from 'shared-contracts';
import { createBusyRetryingFetch } from '../features/busy-retry/busy-retrying-fetch';
import type { DialogState } from '../features/dialogs/dialog-store';
import type { HostBridge } from './host-bridge';

export interface HostApiParts {
  env: EnvironmentFile;
  search: StoreApi<SearchState>;
  session: StoreApi<SessionState>;
  dialogs: StoreApi<DialogState>;
  i18n: I18n;
  bridge: HostBridge;
  theme?: HostTheme;
  getToken(): string | null;
  onUnauthorized(): void;
  /** The analytics tracker's entry (never throws, never waits). */
  track: HostApi['track'];
  /** The visitor's answer that `track` is held to on the public pages. */
  analyticsConsent: HostAnalyticsConsent;
  fetchImpl?: typeof fetch;
}

/** The one HostApi every remote receives as `host`. Built once per page. */
export function createHostApi(parts: HostApiParts): HostApi {
  const { env, bridge } = parts;
  return {
    search: parts.search,
    session: parts.session,
    http: createFetchHttpClient({
      baseUrl: env.apiBase,
      getToken: parts.getToken,
      onUnauthorized: parts.onUnauthorized,
      // Over capacity the API answers 503: the views wait and retry rather than show an error.
      fetchImpl: createBusyRetryingFetch({
        fetchImpl: parts.fetchImpl ?? ((input, init) => fetch(input, init)),
        onBusy: () => bridge.notify('warning', parts.i18n.t('busy.retrying')),
      }),
    }),
    events: createEventBus(),
    notify: (kind, message) => bridge.notify(kind, message),
    navigate: (to) => bridge.navigate(to),
    openDialog: (request) => parts.dialogs.setState({ open: request }),
    i18n: parts.i18n,
    ...(parts.theme ? { theme: parts.theme } : {}),
    config: { name: env.name, production: env.production, external: env.external },
    track: parts.track,
    analyticsConsent: parts.analyticsConsent,
    // One for the page: every remote's charts give an entity the same colour.
    chartColors: createChartColors(),
  };
}
