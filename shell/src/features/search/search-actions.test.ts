import { ROLES, type CountryCode, type SharedSearch } from 'shared-contracts';
import { createSearchActions } from './search-actions';
import { createSearchStore, resetSearch } from './search-store';

const TODAY = '2024-06-30';
const ALLOWED: CountryCode[] = ['US', 'AR', 'BR'];
const SOV = { page: 'shareofvoice', roles: [ROLES.shareOfVoice] } as const;
const SNAPSHOTS = { page: 'snapshots', roles: [ROLES.shareOfVoice] } as const;
const acme = { id: 11, label: 'Acme', value: '11' };
const shoes = { id: 5, label: 'Shoes', value: '5' };
const direct = { id: 1, label: 'Direct', value: '1' };
const programmatic = { id: 2, label: 'Programmatic', value: '2' };

function setup() {
  const store = createSearchStore(() => TODAY);
  resetSearch(store, ALLOWED, TODAY);
  const actions = createSearchActions(store, { allowedCountries: () => ALLOWED, today: () => TODAY });
  return { store, actions, state: () => store.getState() };
}

describe('search actions', () => {
  it('queues a filter once and applies the queue', () => {
    const { actions, state } = setup();
    expect(actions.queueFilter('advertisers', acme)).toBeNull();
    expect(actions.queueFilter('advertisers', acme)).toBe('errors.filters');
    expect(state().parameterQueue.advertisers).toEqual([acme]);
    expect(actions.apply(SOV)).toBeNull();
    expect(state().advancedFilters.advertisers).toEqual([acme]);
    expect(state().parameterQueue.advertisers).toEqual([]);
    expect(actions.queueFilter('advertisers', acme)).toBe('errors.filters');
  });

  it('allows one source only', () => {
    const { actions, state } = setup();
    expect(actions.queueFilter('sources', direct)).toBeNull();
    expect(actions.queueFilter('sources', programmatic)).toBe('errors.filters.sources');
    expect(state().parameterQueue.sources).toEqual([direct]);
  });

  it('does not apply over a range the page refuses', () => {
    const { actions, state } = setup();
    actions.setDates({ startDate: '2024-06-25', endDate: TODAY }, SOV);
    actions.queueFilter('advertisers', acme);
    expect(actions.apply({ page: 'investment', roles: [] })).toBe('errors.daterange.periodInvestment');
    expect(state().advancedFilters.advertisers).toEqual([]);
  });

  it('refuses a range on setDates and keeps the previous one', () => {
    const { actions, state } = setup();
    expect(actions.setDates({ startDate: '2023-01-01', endDate: TODAY }, SOV)).toBe(
      'errors.daterange.periodTotalMonths',
    );
    expect(state()).toMatchObject({ startDate: '2024-06-15', endDate: TODAY });
  });

  it('opens the products tab only with an advertiser or product filter, and leaves it when they go', () => {
    const { actions, state } = setup();
    actions.setTab(2);
    expect(state().selectedTab).toBe(0);
    actions.searchNow('products', shoes, SOV);
    actions.setTab(2);
    expect(state().selectedTab).toBe(2);
    actions.removeApplied('products', 5);
    expect(state().selectedTab).toBe(0);
  });

  it('clears to the first allowed country the page offers, the last 15 days, no filters, tab 0', () => {
    const { actions, state } = setup();
    actions.setCountries(['AR', 'BR'], 'shareofvoice');
    actions.setDates({ startDate: '2024-05-01', endDate: TODAY }, SOV);
    actions.searchNow('advertisers', acme, SOV);
    actions.setTab(1);
    actions.clear('investment');
    expect(state()).toMatchObject({ countries: ['AR'], startDate: '2024-06-15', endDate: TODAY, selectedTab: 0 });
    expect(state().advancedFilters.advertisers).toEqual([]);
  });

  it('clears the snap filter on a snap type change and when the first country, the one Snapshots shows, changes on any page', () => {
    const { actions, state } = setup();
    actions.setSnapFilter(acme);
    expect(state().snapFilter).toEqual(acme);
    actions.setCountries(['BR'], 'snapshots');
    expect(state()).toMatchObject({ countries: ['BR'], snapFilter: null });
    actions.setSnapFilter(acme);
    actions.setCountries(['BR'], 'snapshots');
    expect(state().snapFilter).toEqual(acme);
    actions.setCountries(['BR', 'AR'], 'shareofvoice');
    expect(state().snapFilter).toEqual(acme);
    actions.setCountries(['AR', 'BR'], 'shareofvoice');
    expect(state().snapFilter).toBeNull();
    actions.setSnapFilter(acme);
    actions.setSnapType('advertisers');
    expect(state()).toMatchObject({ snapType: 'advertisers', snapFilter: null });
    expect(state().paginationParameters.requestedPageNumber).toBe(1);
  });

  it("resets the paging and the products tab on page navigation, and keeps the customer's countries", () => {
    const { store, actions, state } = setup();
    actions.setCountries(['US', 'BR'], 'shareofvoice');
    store.setState({ selectedTab: 2, paginationParameters: { requestedPageNumber: 4, requestedResults: 50 } });
    actions.resetForPageNavigation();
    expect(state()).toMatchObject({
      selectedTab: 0,
      countries: ['US', 'BR'],
      paginationParameters: { requestedPageNumber: 1, requestedResults: 15 },
    });
  });

  it('leaves the store as it is when a page navigation has nothing to reset', () => {
    const { store, actions } = setup();
    actions.setCountries(['BR'], 'shareofvoice');
    const notified = jest.fn();
    store.subscribe(notified);
    actions.resetForPageNavigation();
    expect(notified).not.toHaveBeenCalled();
  });

  it("applies a shared search within the token's countries, each of them whatever the page covers", () => {
    const { actions, state } = setup();
    actions.queueFilter('products', shoes);
    const shared: SharedSearch = {
      countries: ['MX', 'BR'],
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      selectedTab: 2,
      advancedFilters: { ...state().advancedFilters, advertisers: [acme] },
    };
    expect(actions.applyShared({ ...shared, countries: ['MX', 'BR', 'AR'] }, SNAPSHOTS)).toBeNull();
    expect(state().countries).toEqual(['BR', 'AR']);
    expect(actions.applyShared(shared, SOV)).toBeNull();
    expect(state()).toMatchObject({
      countries: ['BR'],
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      selectedTab: 2,
    });
    expect(state().parameterQueue.products).toEqual([]);
    expect(actions.applyShared({ ...shared, countries: ['MX'] }, SOV)).toBe('countriesNotAllowed');
  });

  it("keeps Compare's selection, once, and takes a shared one from a link", () => {
    const { store, actions, state } = setup();
    const compare = { dimension: 'advertisers' as const, entities: [acme, { id: 12, label: 'Beta', value: '12' }] };
    actions.setCompare(compare);
    expect(state().compare).toEqual(compare);
    const writes = jest.fn();
    store.subscribe(writes);
    actions.setCompare({ ...compare, entities: [...compare.entities] });
    actions.setCompare({ dimension: 'brands', entities: [] } as unknown as typeof compare);
    expect(writes).not.toHaveBeenCalled();
    const shared: SharedSearch = {
      countries: ['AR'],
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      selectedTab: 0,
      advancedFilters: state().advancedFilters,
    };
    expect(actions.applyShared(shared, SOV)).toBeNull();
    expect(state().compare).toEqual(compare);
    const fromLink = { dimension: 'publishers' as const, entities: [direct] };
    expect(actions.applyShared({ ...shared, compare: fromLink }, SOV)).toBeNull();
    expect(state().compare).toEqual(fromLink);
  });

  it("applies a filter on Snapshots over the period the page shows, and leaves the customer's period", () => {
    const { actions, state } = setup();
    actions.setDates({ startDate: '2024-01-01', endDate: TODAY }, SOV);
    actions.queueFilter('advertisers', acme);
    expect(actions.apply(SNAPSHOTS)).toBeNull();
    expect(state()).toMatchObject({ startDate: '2024-01-01', endDate: TODAY });
    expect(state().advancedFilters.advertisers).toEqual([acme]);
  });

  it('resets to no country at logout', () => {
    const { actions, state } = setup();
    actions.searchNow('advertisers', acme, SOV);
    actions.reset();
    expect(state().countries).toEqual([]);
    expect(state().advancedFilters.advertisers).toEqual([]);
  });
});
