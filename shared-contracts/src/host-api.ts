import type { i18n as I18n } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import type { EventBus } from './events';
import type { HttpClient } from './http';
import type { PageId } from './pages';
import type { SearchState } from './search/search-state';
import type { SessionState } from './session';
import type { EnvironmentFile } from './environment';

/** A store a remote may read and follow, but not write. */
export type ReadableStore<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>;

export type NotificationKind = 'success' | 'error' | 'warning' | 'info';

/** The shell's dialogs a remote may open. Later issues add kinds here (additive). */
export type DialogRequest = { kind: 'help' } | { kind: 'save-report' } | { kind: 'alerts' };

/** Runtime configuration of the environment the suite runs in. */
export type HostConfig = Pick<EnvironmentFile, 'name' | 'production' | 'external'>;

/**
 * Everything a remote receives from the shell, as its one prop `host`.
 * Read the search with `useStore(host.search, selector)`; fetch through `host.http`.
 */
export interface HostApi {
  search: ReadableStore<SearchState>;
  session: ReadableStore<SessionState>;
  http: HttpClient;
  events: EventBus;
  notify(kind: NotificationKind, message: string): void;
  navigate(to: string): void;
  openDialog(request: DialogRequest): void;
  i18n: I18n;
  config: HostConfig;
  track(event: string, props?: Record<string, unknown>): void;
}

/** The props of every remote's exposed page component. */
export interface RemotePageProps {
  host: HostApi;
  /** The page to show, for remotes that expose several (campaigns and spotslist). */
  page: PageId;
}

/** The shape of every remote's exposed module. */
export interface RemoteModule {
  default: (props: RemotePageProps) => unknown;
  /** The CONTRACT_VERSION the remote was built with. */
  contractVersion: string;
}
