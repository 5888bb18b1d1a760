import { createStore } from 'zustand/vanilla';
import { createDefaultSearch, ROLES, type CountryCode, type SearchState } from 'shared-contracts';
import { pageSearchNotes, pageSearchStore, searchForPage, type PageRules } from './page-search';

const TODAY = '2024-06-30';
const ALLOWED: CountryCode[] = ['AR', 'MX', 'VE'];
const rulesOf = (page: PageRules['page']): PageRules => ({
  page,
  roles: [ROLES.shareOfVoice],
  allowedCountries: ALLOWED,
  today: TODAY,
});
/** The brand manager's search: Argentina and Mexico over five months. */
const search: SearchState = {
  ...createDefaultSearch(ALLOWED, TODAY),
  countries: ['AR', 'MX'],
  startDate: '2024-02-01',
  endDate: TODAY,
};

describe('searchForPage', () => {
  it('is the search itself on a page that shows all of it', () => {
    expect(searchForPage(search, rulesOf('shareofvoice'))).toBe(search);
  });

  it("shows Snapshots' first country and its limited period, and leaves the search as it is", () => {
    const shown = searchForPage(search, rulesOf('snapshots'));
    expect(shown).toMatchObject({ countries: ['AR'], startDate: '2024-06-15', endDate: TODAY });
    expect(search).toMatchObject({ countries: ['AR', 'MX'], startDate: '2024-02-01' });
    // The same answer for the same search and rules: readers select arrays out of it.
    expect(searchForPage(search, rulesOf('snapshots'))).toBe(shown);
  });

  it('shows one country on Campaigns and Spots List, and the whole period', () => {
    expect(searchForPage(search, rulesOf('campaigns'))).toMatchObject({ countries: ['AR'], startDate: '2024-02-01' });
    expect(searchForPage(search, rulesOf('spotslist')).countries).toEqual(['AR']);
  });
});

describe('pageSearchNotes', () => {
  it('names one country of several, a period within the limit, and nothing where the page shows it all', () => {
    expect(pageSearchNotes(search, searchForPage(search, rulesOf('snapshots')), 'snapshots')).toEqual({
      oneCountry: 'AR',
      notCovered: null,
      period: { startDate: '2024-06-15', endDate: TODAY },
    });
    expect(pageSearchNotes(search, search, 'shareofvoice')).toEqual({
      oneCountry: null,
      notCovered: null,
      period: null,
    });
  });

  it('names the countries a page does not cover, and what it shows instead', () => {
    const withVenezuela = { ...search, countries: ['VE', 'MX'] as CountryCode[] };
    const shown = searchForPage(withVenezuela, rulesOf('investment'));
    expect(pageSearchNotes(withVenezuela, shown, 'investment').notCovered).toEqual({
      countries: ['VE'],
      shown: ['MX'],
    });
  });
});

describe('pageSearchStore', () => {
  it("reads the shell's store as the page shows it, and tells its readers of each change", () => {
    const source = createStore<SearchState>(() => search);
    const snapshots = pageSearchStore(source, () => rulesOf('snapshots'));
    expect(snapshots.getState().countries).toEqual(['AR']);
    const heard: CountryCode[][] = [];
    const unsubscribe = snapshots.subscribe((state) => heard.push(state.countries));
    source.setState({ countries: ['MX', 'AR'] });
    expect(heard).toEqual([['MX']]);
    expect(source.getState().countries).toEqual(['MX', 'AR']);
    unsubscribe();
  });
});
