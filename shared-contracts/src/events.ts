import type { FilterGroup, FilterItem } from './search/search-state';

/** Events remotes emit to the shell, with their payloads. */
export interface HostEvents {
  /** Queue a filter in the toolbar (result-item menu: queue). */
  'filter:queue': { group: FilterGroup; item: FilterItem };
  /** Apply a filter at once (result-item menu: search now). */
  'filter:search-now': { group: FilterGroup; item: FilterItem };
  /** Open a new search with this filter in a new tab (result-item menu: search in new tab). */
  'filter:new-tab': { group: FilterGroup; item: FilterItem };
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
