import { createEventBus, ROLES, type SharedSearch } from 'shared-contracts';
import { connectFilterEvents } from './connect-filter-events';
import type { SearchPage } from './lib/search-page';
import { createSearchActions } from './search-actions';
import { createSearchStore, resetSearch } from './search-store';

const acme = { id: 11, label: 'Acme', value: '11' };
const shoes = { id: 5, label: 'Shoes', value: '5' };

function setup(onPage: SearchPage | null = 'campaigns') {
  const store = createSearchStore(() => '2024-06-30');
  resetSearch(store, ['AR'], '2024-06-30');
  const events = createEventBus();
  const notify = jest.fn();
  const openInNewTab = jest.fn<void, [SearchPage, SharedSearch]>();
  const track = jest.fn();
  const disconnect = connectFilterEvents({
    events,
    actions: createSearchActions(store, { allowedCountries: () => ['AR'], today: () => '2024-06-30' }),
    search: () => store.getState(),
    context: () => (onPage ? { page: onPage, roles: [ROLES.campaign] } : null),
    notify,
    translate: (key) => `t:${key}`,
    openInNewTab,
    track,
  });
  return { store, events, notify, openInNewTab, track, disconnect };
}

describe('connectFilterEvents', () => {
  it('queues a result item, and refuses it twice', () => {
    const { store, events, notify } = setup();
    events.emit('filter:queue', { group: 'advertisers', item: acme });
    expect(store.getState().parameterQueue.advertisers).toEqual([acme]);
    events.emit('filter:queue', { group: 'advertisers', item: acme });
    expect(notify).toHaveBeenCalledWith('error', 't:errors.filters');
  });

  it('searches with a result item now, and tracks the search', () => {
    const { store, events, track } = setup();
    events.emit('filter:search-now', { group: 'products', item: shoes });
    expect(store.getState().advancedFilters.products).toEqual([shoes]);
    expect(store.getState().parameterQueue.products).toEqual([]);
    expect(track).toHaveBeenCalledWith('search:now', { page: 'campaigns', group: 'products' });
  });

  it('opens a new tab with the applied search plus the item, leaving this tab as it was', () => {
    const { store, events, openInNewTab } = setup();
    events.emit('filter:search-now', { group: 'products', item: shoes });
    events.emit('filter:new-tab', { group: 'advertisers', item: acme });
    const [page, shared] = openInNewTab.mock.calls[0] ?? [];
    expect(page).toBe('campaigns');
    expect(shared?.advancedFilters.advertisers).toEqual([acme]);
    expect(shared?.advancedFilters.products).toEqual([shoes]);
    expect(store.getState().advancedFilters.advertisers).toEqual([]);
  });

  it('refuses a new tab for a filter already applied', () => {
    const { events, notify, openInNewTab } = setup();
    events.emit('filter:search-now', { group: 'advertisers', item: acme });
    events.emit('filter:new-tab', { group: 'advertisers', item: acme });
    expect(openInNewTab).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', 't:errors.filters');
  });

  it("writes Compare's selection into the search, which a new tab from Compare carries", () => {
    const { store, events, openInNewTab } = setup('compare');
    const compare = { dimension: 'industries' as const, entities: [shoes, acme] };
    events.emit('compare:change', compare);
    expect(store.getState().compare).toEqual(compare);
    events.emit('filter:new-tab', { group: 'products', item: shoes });
    expect(openInNewTab).toHaveBeenCalledWith('compare', expect.objectContaining({ compare }));
  });

  it('stops listening once disconnected', () => {
    const { store, events, disconnect } = setup();
    disconnect();
    events.emit('filter:queue', { group: 'advertisers', item: acme });
    expect(store.getState().parameterQueue.advertisers).toEqual([]);
  });
});
