import type { i18n as I18n } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import {
  createFetchHttpClient,
  REMOTE_LOAD_EVENT,
  trackWithConsent,
  type EnvironmentFile,
  type HostApi,
  type HttpClient,
  type SearchState,
} from 'shared-contracts';
import { createAnalyticsConsent, onPublicPage } from '../features/analytics/lib/analytics-consent';
import { createAnalyticsTracker } from '../features/analytics/lib/analytics-tracker';
import type { EventBatcher } from '../features/analytics/lib/event-batcher';
import { createDialogStore, type DialogState } from '../features/dialogs/dialog-store';
import { createSearchStore, resetSearch } from '../features/search/search-store';
import { createAuthApi } from '../features/auth/api/auth-api';
import { createSessionController, type SessionController } from '../features/auth/session-controller';
import { createHostTheme } from '../features/theme/host-theme';
import { createThemeStore, type ThemeState } from '../features/theme/theme-store';
import { createNavigationStore, resetNavigation, type NavigationState } from '../features/navigation/navigation-store';
import { createSearchPersistence } from '../features/persistence/search-persistence';
import { createWelcomeStore, type WelcomeState } from '../features/welcome/welcome-store';
import { setRemoteLoadSink } from '../features/remote-view/lib/load-telemetry';
import { remoteLoadsStore } from '../features/remote-view/stores/remote-loads-store';
import { createShellI18n } from '../lib/i18n';
import { connectHostEvents } from './connect-host-events';
import { createHostApi } from './create-host-api';
import { drawCanariesFor } from './federation/register-environment-remotes';
import { createHostBridge, type HostBridge } from './host-bridge';
import { createShellQueries, type ShellQueries } from '../lib/shell-queries/shell-queries';

/** Everything the shell creates once per page and hands down through context. */
export interface ShellServices {
  env: EnvironmentFile;
  i18n: I18n;
  /** TanStack Query's client, made when the first part that queries loads. */
  queries: ShellQueries;
  sessionController: SessionController;
  search: StoreApi<SearchState>;
  theme: StoreApi<ThemeState>;
  dialogs: StoreApi<DialogState>;
  navigation: StoreApi<NavigationState>;
  welcome: StoreApi<WelcomeState>;
  bridge: HostBridge;
  /** The analytics tracker behind `host.track`. */
  analytics: EventBatcher;
  host: HostApi;
  /** The API without a bearer token and without the 401 -> logout (the password-reset request). */
  publicHttp: HttpClient;
}

export interface ShellServicesOptions {
  env: EnvironmentFile;
  fetchImpl?: typeof fetch;
  i18n?: I18n;
  now?: () => number;
}

export function createShellServices(options: ShellServicesOptions): ShellServices {
  const { env, fetchImpl } = options;
  const search = createSearchStore();
  const queries = createShellQueries();
  const searchPersistence = createSearchPersistence(search);
  const navigation = createNavigationStore();
  const welcome = createWelcomeStore();
  const dialogs = createDialogStore();
  // Created before the session: a login is tracked, with the token of the session it opened.
  const analytics = createAnalyticsTracker({
    env,
    getToken: () => sessionController.getToken(),
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  // Whatever is tracked while a public page shows (its remote's load too) waits for the visitor's consent.
  const analyticsConsent = createAnalyticsConsent();
  const track = trackWithConsent(analytics.track, analyticsConsent.state, () => onPublicPage());
  const sessionController = createSessionController({
    authApi: createAuthApi(env.apiBase, fetchImpl),
    onSessionStart: (claims, origin) => {
      drawCanariesFor(claims.username, (remote) => remoteLoadsStore.getState().loads[remote] !== undefined);
      resetSearch(search, claims.countries);
      // A reload or a new tab goes on with the stored search; a login starts afresh.
      if (origin === 'restore') searchPersistence.resume();
      else searchPersistence.start();
      welcome.setState({ messagePending: origin === 'login' });
      if (origin === 'login') track('session:login', { countries: claims.countries.length });
    },
    onSessionEnd: () => {
      // The waiting events go now (the token is already gone, so anonymously): sent later, they
      // would carry the next user's token.
      void analytics.flush();
      resetSearch(search, []);
      searchPersistence.stop();
      resetNavigation(navigation);
      welcome.setState({ messagePending: false });
      dialogs.setState({ open: null });
      // No view may show the previous user's data.
      queries.current()?.clear();
    },
    ...(options.now ? { now: options.now } : {}),
  });
  const i18n = options.i18n ?? createShellI18n();
  const bridge = createHostBridge();
  const theme = createThemeStore();
  const host = createHostApi({
    theme: createHostTheme(theme),
    env,
    search,
    session: sessionController.session,
    dialogs,
    i18n,
    bridge,
    getToken: sessionController.getToken,
    onUnauthorized: () => void sessionController.logout('unauthorized'),
    track,
    analyticsConsent,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  // Once per page, like the services themselves: nothing to disconnect.
  connectHostEvents({ events: host.events, queries, sessionController });
  // Every remote's load, timed by the federation runtime's hooks, goes out with the tracker.
  setRemoteLoadSink((load) => track(REMOTE_LOAD_EVENT, { ...load }));
  const publicHttp = createFetchHttpClient({
    baseUrl: env.apiBase,
    getToken: () => null,
    onUnauthorized: () => undefined,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  return {
    env,
    i18n,
    queries,
    sessionController,
    search,
    theme,
    dialogs,
    navigation,
    welcome,
    bridge,
    analytics,
    host,
    publicHttp,
  };
}
