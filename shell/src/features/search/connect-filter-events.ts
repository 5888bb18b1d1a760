import type { EventBus, NotificationKind, SearchState, SharedSearch } from 'shared-contracts';
import { addItem, checkQueueable } from './lib/filter-rules';
import type { SearchContext, SearchPage } from './lib/search-page';
import { sharedSearchOf } from './lib/shared-search';
import type { SearchActions } from './search-actions';

export interface FilterEventsOptions {
  events: EventBus;
  actions: SearchActions;
  search: () => SearchState;
  /** The data page on screen and the user's roles; null away from data pages. */
  context: () => SearchContext | null;
  notify(kind: NotificationKind, message: string): void;
  translate(key: string): string;
  openInNewTab(page: SearchPage, shared: SharedSearch): void;
  /** The analytics tracker (host.track). */
  track?(event: string, props: Record<string, unknown>): void;
}

/**
 * The shell's side of a result item's menu (docs/product.md#search): remotes emit queue, search now
 * and search in new tab; the same duplicate rules as the toolbar apply. Compare's picker writes
 * its selection the same way. Returns the unsubscribe.
 */
export function connectFilterEvents(options: FilterEventsOptions): () => void {
  const { events, actions } = options;
  const refuse = (key: string | null) => {
    if (key) options.notify('error', options.translate(key));
  };
  const unsubscribe = [
    events.on('filter:queue', ({ group, item }) => refuse(actions.queueFilter(group, item))),
    events.on('filter:search-now', ({ group, item }) => {
      const context = options.context();
      if (!context) return;
      const rejection = actions.searchNow(group, item, context);
      refuse(rejection);
      if (!rejection) options.track?.('search:now', { page: context.page, group });
    }),
    events.on('filter:new-tab', ({ group, item }) => {
      const context = options.context();
      if (!context) return;
      const state = options.search();
      const rejection = checkQueueable(state, group, item);
      if (rejection) return refuse(rejection);
      // The new tab searches what this one shows, plus the item.
      const shared = sharedSearchOf(state, context.page);
      options.openInNewTab(context.page, { ...shared, advancedFilters: addItem(state.advancedFilters, group, item) });
      options.track?.('search:new-tab', { page: context.page, group });
    }),
    events.on('compare:change', (selection) => actions.setCompare(selection)),
  ];
  return () => unsubscribe.forEach((off) => off());
}
