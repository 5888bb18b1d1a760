import { createDefaultSearch, emptyFilterGroups, type SearchState } from 'shared-contracts';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { createSearchPersistence } from './search-persistence';
import { STORE_VERSION } from '../../lib/storage-keys';

const TODAY = '2024-06-30';
const ACME = { id: 7, label: 'Acme', value: '7' };

function newSearch(countries: SearchState['countries'] = ['AR', 'BR']) {
  return createStore<SearchState>(() => createDefaultSearch(countries, TODAY));
}

function stored(): { state: Record<string, unknown>; version: number } {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.search) ?? 'null');
}

describe('search persistence', () => {
  it('writes the search with version 10.2, without its countries', () => {
    const search = newSearch();
    createSearchPersistence(search, () => TODAY).start();
    search.setState({ startDate: '2024-05-01', advancedFilters: { ...emptyFilterGroups(), advertisers: [ACME] } });
    const record = stored();
    expect(record.version).toBe(STORE_VERSION);
    expect(STORE_VERSION).toBe(10.2);
    expect(record.state).toMatchObject({ startDate: '2024-05-01', endDate: TODAY, selectedTab: 0 });
    expect(record.state).not.toHaveProperty('countries');
    expect(JSON.stringify(record)).not.toMatch(/"AR"|password|token/i);
  });

  it('lays the stored search over a restored session, keeping the countries the session gave', () => {
    const first = newSearch();
    createSearchPersistence(first, () => TODAY).start();
    first.setState({
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      selectedTab: 3,
      advancedFilters: { ...emptyFilterGroups(), advertisers: [ACME] },
      compare: { dimension: 'publishers', entities: [ACME] },
    });

    // A reload: a new store that the session reset to its first allowed country.
    const reloaded = newSearch(['MX']);
    createSearchPersistence(reloaded, () => TODAY).resume();
    expect(reloaded.getState()).toMatchObject({
      countries: ['MX'],
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      selectedTab: 3,
      advancedFilters: { advertisers: [ACME] },
      compare: { dimension: 'publishers', entities: [ACME] },
    });
  });

  it('reads dates back as the same calendar days, whatever was written', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.search,
      JSON.stringify({ state: { startDate: '2024-05-01T04:00:00.000Z', endDate: '2024-05-20' }, version: 10.2 }),
    );
    const search = newSearch();
    createSearchPersistence(search, () => TODAY).resume();
    expect(search.getState()).toMatchObject({ startDate: '2024-05-01', endDate: '2024-05-20' });
  });

  it('keeps the fresh search when the stored one is malformed or out of range', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.search,
      JSON.stringify({
        state: {
          startDate: '2099-01-01',
          endDate: 'soon',
          selectedTab: 42,
          snapType: 'nope',
          advancedFilters: { advertisers: [{ id: {} }] },
          compare: { dimension: 'brands', entities: [ACME] },
        },
        version: 10.2,
      }),
    );
    const search = newSearch();
    const fresh = search.getState();
    createSearchPersistence(search, () => TODAY).resume();
    expect(search.getState()).toMatchObject({
      startDate: fresh.startDate,
      endDate: TODAY,
      selectedTab: 0,
      snapType: 'industries',
    });
    expect(search.getState().advancedFilters.advertisers).toEqual([]);
    expect(search.getState().compare).toEqual(fresh.compare);
  });

  it('drops a search stored by an older version', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.search,
      JSON.stringify({ state: { startDate: '2024-05-01' }, version: 10.1 }),
    );
    const search = newSearch();
    const fresh = search.getState();
    createSearchPersistence(search, () => TODAY).resume();
    expect(search.getState().startDate).toBe(fresh.startDate);
  });

  it('forgets the search on logout and stops writing', () => {
    const search = newSearch();
    const persistence = createSearchPersistence(search, () => TODAY);
    persistence.start();
    search.setState({ startDate: '2024-05-01' });
    persistence.stop();
    expect(window.localStorage.getItem(STORAGE_KEYS.search)).toBeNull();
    search.setState({ startDate: '2024-05-02' });
    expect(window.localStorage.getItem(STORAGE_KEYS.search)).toBeNull();
  });
});
