import { act, screen } from '@testing-library/react';
import { decodeShareLink, emptyFilterGroups, encodeShareLink } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderToolbar } from '../testing/render-toolbar';

const SHARED_SEARCH_KEY = 'suite.sharedSearch';
const acme = { id: 11, label: 'Acme Bank', value: '11' };
const shoes = { id: 5, label: 'Shoes', value: '5' };

describe('search in new tab', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('stores the search with its queue and opens the page in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, search } = await renderToolbar({
      page: 'campaigns',
      search: {
        advancedFilters: { ...emptyFilterGroups(), advertisers: [acme] },
        parameterQueue: { ...emptyFilterGroups(), products: [shoes] },
      },
    });
    await user.click(screen.getByRole('button', { name: /Search in new tab/ }));
    expect(open).toHaveBeenCalledWith('/dashboard/campaigns', '_blank', 'noopener');
    const stored = decodeShareLink(window.localStorage.getItem(SHARED_SEARCH_KEY) ?? '');
    expect(stored.ok && stored.search.advancedFilters).toMatchObject({ advertisers: [acme], products: [shoes] });
    // This tab keeps its own search; the stored one is for the new tab.
    expect(search().parameterQueue.products).toEqual([shoes]);
  });

  it('applies a search handed over by another tab 500 ms after loading, then removes it', async () => {
    jest.useFakeTimers({ now: new Date('2024-06-30T15:00:00Z') });
    const handedOver = {
      countries: ['BR' as const],
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      selectedTab: 0,
      advancedFilters: { ...emptyFilterGroups(), advertisers: [acme] },
    };
    window.localStorage.setItem(SHARED_SEARCH_KEY, encodeShareLink(handedOver));
    const { search } = await renderToolbar({ page: 'campaigns' });

    act(() => jest.advanceTimersByTime(499));
    expect(search().countries).toEqual(['AR']);
    expect(window.localStorage.getItem(SHARED_SEARCH_KEY)).not.toBeNull();

    act(() => jest.advanceTimersByTime(1));
    expect(search()).toMatchObject({ countries: ['BR'], startDate: '2024-05-01', endDate: '2024-05-31' });
    expect(search().advancedFilters.advertisers).toEqual([acme]);
    expect(window.localStorage.getItem(SHARED_SEARCH_KEY)).toBeNull();
  });

  it('does not take a search stored after it loaded: that one is for the tab it opens', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, search } = await renderToolbar({ page: 'campaigns', search: { countries: ['BR'] } });
    await user.click(screen.getByRole('button', { name: /Search in new tab/ }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(window.localStorage.getItem(SHARED_SEARCH_KEY)).not.toBeNull();
    expect(search().countries).toEqual(['BR']);
  });
});
