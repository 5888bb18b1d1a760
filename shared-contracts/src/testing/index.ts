import { createInstance } from 'i18next';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { trackWithConsent, type AnalyticsConsent, type AnalyticsConsentState } from '../analytics-consent';
import { createChartColors, type ChartColors } from '../chart-colors';
import { createEventBus } from '../events';
import { createFetchHttpClient } from '../fetch-http-client';
import type { HttpClient } from '../http';
import type { DialogRequest, HostApi, HostConfig, NotificationKind } from '../host-api';
import { createDefaultSearch, type SearchState } from '../search/search-state';
import type { SessionState, TokenClaims } from '../session';

/** The claims of the analyst demo user, for tests and standalone remotes. */
export const ANALYST_CLAIMS: TokenClaims = {
  exp: 4102444800,
  roles: ['ROLE_FEATURE_SHARE_OF_VOICE', 'ROLE_FEATURE_INVESTMENT', 'ROLE_FEATURE_CAMPAIGN', 'ROLE_FEATURE_AUDIENCES'],
  countries: ['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'ES', 'US'],
  name: 'Ana',
  surname: 'Analyst',
  username: 'analyst@demo.test',
  termsAccepted: true,
  termsAcceptedAt: '2024-01-01T00:00:00.000Z',
};

export interface TestHostOptions {
  search?: Partial<SearchState>;
  claims?: TokenClaims | null;
  http?: HttpClient;
  /** For standalone remotes against the real API. */
  apiBase?: string;
  getToken?: () => string | null;
  config?: Partial<HostConfig>;
  language?: string;
  /** The chart colours of the session; by default the host's own. Two hosts given one play two remotes of one page. */
  chartColors?: ChartColors;
  /**
   * Given (null included), the host asks for the visitor's answer to the public pages' tracker
   * (`analyticsConsent`), starting from this one, and records an event only once it is granted,
   * as the shell does on the public pages. Absent, every event is recorded.
   */
  analyticsConsent?: AnalyticsConsent | null;
}

/** What a test host records, so tests can assert on what a remote asked the shell to do. */
export interface TestHostRecord {
  notifications: { kind: NotificationKind; message: string }[];
  navigations: string[];
  dialogs: DialogRequest[];
  tracked: { event: string; props?: Record<string, unknown> }[];
}

/**
 * A test host: the HostApi, with its stores writable (tests and dev hosts play the shell's part
 * and change the search or the session) and a record of what the remote asked for.
 */
export type TestHost = HostApi & {
  search: StoreApi<SearchState>;
  session: StoreApi<SessionState>;
  record: TestHostRecord;
};

/** A HostApi with real stores, a real event bus and a real i18next instance, for tests and dev. */
export function createTestHost(options: TestHostOptions = {}): TestHost {
  const claims = options.claims === undefined ? ANALYST_CLAIMS : options.claims;
  const search = createStore<SearchState>(() => ({
    ...createDefaultSearch(claims?.countries ?? ['AR'], '2024-06-30'),
    ...options.search,
  }));
  const session = createStore<SessionState>(() => ({
    status: claims ? 'authenticated' : 'anonymous',
    claims,
  }));
  const record: TestHostRecord = { notifications: [], navigations: [], dialogs: [], tracked: [] };
  const track: HostApi['track'] = (event, props) => record.tracked.push({ event, props });
  const consent =
    options.analyticsConsent === undefined
      ? null
      : createStore<AnalyticsConsentState>(() => ({ consent: options.analyticsConsent ?? null }));
  const i18n = createInstance();
  void i18n.init({ lng: options.language ?? 'en', fallbackLng: 'en', resources: {}, initAsync: false });
  const http =
    options.http ??
    createFetchHttpClient({
      baseUrl: options.apiBase ?? '/api',
      getToken: options.getToken ?? (() => null),
      onUnauthorized: () => record.navigations.push('/login'),
    });
  return {
    search,
    session,
    http,
    events: createEventBus(),
    notify: (kind, message) => record.notifications.push({ kind, message }),
    navigate: (to) => record.navigations.push(to),
    openDialog: (request) => record.dialogs.push(request),
    i18n,
    config: { name: 'test', production: false, external: {}, ...options.config },
    track: consent ? trackWithConsent(track, consent) : track,
    ...(consent
      ? {
          analyticsConsent: {
            state: consent,
            choose: (answer: AnalyticsConsent) => consent.setState({ consent: answer }),
          },
        }
      : {}),
    chartColors: options.chartColors ?? createChartColors(),
    record,
  };
}
export { fixtureHttp, routeOf, type FixtureHttp } from './fixture-http';
