import type { i18n as I18n } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import type { HostAnalyticsConsent } from './analytics-consent';
import type { Campaign } from './api/creatives';
import type { ChartColors } from './chart-colors';
import type { EventBus } from './events';
import type { HttpClient } from './http';
import type { PageId } from './pages';
import type { SearchState } from './search/search-state';
import type { SpotFilter } from './search/spot-filters';
import type { SessionState } from './session';
import type { EnvironmentFile } from './environment';

/** A store a remote may read and follow, but not write. */
export type ReadableStore<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>;

export type NotificationKind = 'success' | 'error' | 'warning' | 'info';

/** The shell's dialogs a remote may open. Later issues add kinds here (additive). */
export type DialogRequest =
  | { kind: 'help' }
  /** Save the applied search as a new report. */
  | { kind: 'save-report' }
  /** Edit one of the user's saved reports. */
  | { kind: 'edit-report'; reportId: number }
  /**
   * The alerts configuration; with `alertId`, that alert opens for editing, or with
   * `intent: 'delete'` asking to delete it (the shell deletes, confirms and says alerts:changed).
   */
  | { kind: 'alerts'; alertId?: number; intent?: 'edit' | 'delete' }
  /** A simple carousel of image URLs. */
  | { kind: 'image-gallery'; images: string[]; title?: string }
  /** The customer center (user guide) in a dialog; ignored when none is configured. */
  | { kind: 'user-guide' }
  /** A modal spinner while `until` runs (a download); it closes when `until` settles. */
  | { kind: 'loading'; until: Promise<unknown>; message?: string }
  /** A campaign's full record (docs/product.md#shell-frame). */
  | { kind: 'campaign-info'; campaign: Campaign }
  /**
   * Add-filters for a spot (docs/product.md#shell-frame): pick one of `filters` (`spotFilters(spot)`) to
   * queue, apply now or search in a new tab, as a result item's menu does. `title` names the spot.
   */
  | { kind: 'spot-filters'; filters: SpotFilter[]; title?: string };

export type ThemeMode = 'light' | 'dark';

/**
 * The shell's light/dark mode, for remotes that draw their own header (the public area).
 * The shell owns the choice and its persistence; a remote only reads it and asks for a change.
 */
export interface HostTheme {
  /** The mode in effect: the user's choice, else the system preference. */
  mode: ReadableStore<{ mode: ThemeMode }>;
  /** Makes `mode` the user's choice, as the top bar's toggle does. */
  choose(mode: ThemeMode): void;
}

/** Runtime configuration of the environment the suite runs in. */
export type HostConfig = Pick<EnvironmentFile, 'name' | 'production' | 'external'>;

/**
 * Everything a remote receives from the shell, as its one prop `host`.
 * Read the search with `useStore(host.search, selector)`; fetch through `host.http`.
 */
export interface HostApi {
  /**
   * The applied search as the remote's page shows it: the countries that page covers (one on a
   * single-country page), its period limit. The shell's own store keeps the customer's search whole.
   */
  search: ReadableStore<SearchState>;
  session: ReadableStore<SessionState>;
  http: HttpClient;
  /**
   * The suite's event bus (HostEvents). It is also how a remote asks for what it may not do
   * itself: `session:refresh` after the user's claims changed on the server (a new name) renews
   * the token; `session:logout` with `{ reason: 'password-changed' }` ends the session and the login
   * page says why. `reports:changed` / `alerts:changed` are said after any change to those lists
   * (the shell's dialogs say them after a save), and every view listing them reloads.
   */
  events: EventBus;
  notify(kind: NotificationKind, message: string): void;
  navigate(to: string): void;
  openDialog(request: DialogRequest): void;
  /**
   * The suite's one i18next instance. `host.i18n.changeLanguage('pt')` switches every view at
   * once, and the shell keeps the choice (local storage) for the next visit.
   */
  i18n: I18n;
  config: HostConfig;
  /**
   * Records an analytics event (an export, a download…). Never throws and never waits: the shell
   * batches the events to the configured endpoint and swallows its failures.
   */
  track(event: string, props?: Record<string, unknown>): void;
  /**
   * The visitor's answer to the public pages' tracker, for the public area to ask and show. On
   * those pages `track` sends nothing until the visitor accepts. Absent from hosts built before it.
   */
  analyticsConsent?: HostAnalyticsConsent;
  /** The light/dark mode; absent from hosts that do not share it (the toggle is then hidden). */
  theme?: HostTheme;
  /**
   * The colour each charted entity keeps for the session, in every chart and view (ChartColors).
   * Absent from hosts built before it: the chart kit then keeps its own, one per remote.
   */
  chartColors?: ChartColors;
}

/** The props of every remote's exposed page component. */
export interface RemotePageProps {
  host: HostApi;
  /** The page to show, for remotes that expose several (campaigns and spotslist). */
  page: PageId;
}

/**
 * A request a page makes as it opens, as TanStack Query options: the shell may start it before
 * the page is shown (the pointer on its sidebar entry), and the page's own query then finds it.
 */
export interface ViewQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
  staleTime?: number;
}

/** The shape of every remote's exposed module. */
export interface RemoteModule {
  default: (props: RemotePageProps) => unknown;
  /** The requests `page` makes first for the applied search, for the shell to start early. */
  viewQueries?: (props: RemotePageProps) => readonly ViewQuery[];
  /** The CONTRACT_VERSION the remote was built with. */
  contractVersion: string;
  /**
   * The page takes the place of the copy the shell's server drew of it (shared-contracts'
   * server-render.ts), once it commits. Absent: the shell shows the page as soon as it loads.
   */
  takesOverServerCopy?: boolean;
}
