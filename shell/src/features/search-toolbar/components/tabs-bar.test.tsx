import { screen } from '@testing-library/react';
import { emptyFilterGroups, type FilterGroups } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderToolbar } from '../testing/render-toolbar';

const acme = { id: 11, label: 'Acme Bank', value: '11' };
const shoes = { id: 5, label: 'Shoes', value: '5' };
const AUTO_FILTERS =
  'The advertiser and product filters apply to this breakdown too: it only shows data of the filtered items.';

const filters = (partial: Partial<FilterGroups>) => ({ ...emptyFilterGroups(), ...partial });

describe('TabsBar', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it('shows the eight breakdowns and keeps products closed without an advertiser or product filter', async () => {
    const { user, search } = await renderToolbar();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Industries',
      'Advertisers',
      'Products',
      'Categories',
      'Formats',
      'Publishers',
      'Platforms',
      'Sources',
    ]);
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('tab', { name: 'Formats' }));
    expect(search().selectedTab).toBe(4);
  });

  it('opens products with an advertiser filter, and falls back to the first tab when it goes', async () => {
    const { user, search } = await renderToolbar({ search: { advancedFilters: filters({ advertisers: [acme] }) } });
    await user.click(await screen.findByRole('tab', { name: 'Products' }));
    expect(search().selectedTab).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Remove Advertisers: Acme Bank' }));
    expect(search().selectedTab).toBe(0);
    expect(screen.getByRole('tab', { name: 'Industries' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['products filtered on industries', true, filters({ products: [shoes] }), 0],
    ['products filtered on advertisers', true, filters({ products: [shoes] }), 1],
    ['products filtered on products', false, filters({ products: [shoes] }), 2],
    ['advertisers filtered on industries', true, filters({ advertisers: [acme] }), 0],
    ['advertisers filtered on advertisers', false, filters({ advertisers: [acme] }), 1],
  ])('with %s, the automatic-filters warning shows: %s', async (_case, shown, advancedFilters, selectedTab) => {
    await renderToolbar({ search: { advancedFilters, selectedTab } });
    expect(screen.queryByText(AUTO_FILTERS) !== null).toBe(shown);
  });

  it("keeps the tab bar's room on the first frame and shows the tabs on the next", async () => {
    await renderToolbar();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByTestId('tabs-bar-space')).toHaveStyle({ height: '46px', marginBottom: '16px' });
    expect(await screen.findByRole('tab', { name: 'Industries' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('tabs-bar-space')).not.toBeInTheDocument();
  });

  it('is not shown on pages without breakdowns', async () => {
    await renderToolbar({ page: 'campaigns' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
