import type { CompareSelection } from './search/compare-selection';
import type { FilterGroup, FilterItem } from './search/search-state';

/** Why a remote asks the shell to end the session. */
export type SessionLogoutReason = 'password-changed';

/**
 * Events on the HostApi's bus, with their payloads. Most are remotes asking the shell for
 * something; the `*:changed` ones are said by whoever changed the data (a remote or the shell's
 * dialogs) and heard by everyone who shows it.
 */
export interface HostEvents {
  /** Queue a filter in the toolbar (result-item menu: queue). */
  'filter:queue': { group: FilterGroup; item: FilterItem };
  /** Apply a filter at once (result-item menu: search now). */
  'filter:search-now': { group: FilterGroup; item: FilterItem };
  /** Open a new search with this filter in a new tab (result-item menu: search in new tab). */
  'filter:new-tab': { group: FilterGroup; item: FilterItem };
  /**
   * Compare changed what it sets side by side (a switch of dimension, an entity added, removed or
   * made "mine"): the shell writes it into the search, so a share link and a new tab carry it.
   */
  'compare:change': CompareSelection;
  /**
   * The user's claims changed on the server (the account page saved a new name): the shell renews
   * the access token from its refresh cookie, so `host.session` (and the top bar) carry them.
   */
  'session:refresh': Record<string, never>;
  /**
   * End the session now. `password-changed`: the password was just changed (the API revoked every
   * refresh token); the login page then says so (docs/decisions.md#session-and-navigation).
   */
  'session:logout': { reason: SessionLogoutReason };
  /**
   * The saved reports changed (created, edited, toggled or deleted). The shell's save/edit dialog
   * says it after a save; a remote says it after its own change. Whoever lists reports reloads.
   */
  'reports:changed': Record<string, never>;
  /** The alerts changed (the shell's alerts dialog, or a remote); whoever lists alerts reloads. */
  'alerts:changed': Record<string, never>;
}

export type HostEventName = keyof HostEvents;

export type HostEventListener<K extends HostEventName> = (payload: HostEvents[K]) => void;

/** A typed event bus. `on` returns the function that removes the listener. */
export interface EventBus {
  emit<K extends HostEventName>(event: K, payload: HostEvents[K]): void;
  on<K extends HostEventName>(event: K, listener: HostEventListener<K>): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<HostEventName, Set<(payload: never) => void>>();
  return {
    emit(event, payload) {
      listeners.get(event)?.forEach((listener) => (listener as HostEventListener<typeof event>)(payload));
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (payload: never) => void);
    },
  };
}
