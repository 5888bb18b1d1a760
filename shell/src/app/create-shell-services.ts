import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import type { EnvironmentFile, HostApi, SearchState } from 'shared-contracts';
import { createDialogStore, type DialogState } from '../features/dialogs/dialog-store';
import { createSearchStore, resetSearch } from '../features/search/search-store';
import { createAuthApi } from '../features/auth/api/auth-api';
import { createSessionController, type SessionController } from '../features/auth/session-controller';
import { createThemeStore, type ThemeState } from '../features/theme/theme-store';
import { createShellI18n } from '../lib/i18n';
import { createHostApi } from './create-host-api';
import { createHostBridge, type HostBridge } from './host-bridge';

/** Everything the shell creates once per page and hands down through context. */
export interface ShellServices {
  env: EnvironmentFile;
  i18n: I18n;
  queryClient: QueryClient;
  sessionController: SessionController;
  search: StoreApi<SearchState>;
  theme: StoreApi<ThemeState>;
  dialogs: StoreApi<DialogState>;
  bridge: HostBridge;
  host: HostApi;
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
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  const sessionController = createSessionController({
    authApi: createAuthApi(env.apiBase, fetchImpl),
    onSessionStart: (claims) => resetSearch(search, claims.countries),
    onSessionEnd: () => {
      resetSearch(search, []);
      // No view may show the previous user's data.
      queryClient.clear();
    },
    ...(options.now ? { now: options.now } : {}),
  });
  const i18n = options.i18n ?? createShellI18n();
  const dialogs = createDialogStore();
  const bridge = createHostBridge();
  const host = createHostApi({
    env,
    search,
    session: sessionController.session,
    dialogs,
    i18n,
    bridge,
    getToken: sessionController.getToken,
    onUnauthorized: () => void sessionController.logout('unauthorized'),
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  return { env, i18n, queryClient, sessionController, search, theme: createThemeStore(), dialogs, bridge, host };
}
