import { act, screen, waitFor, within } from '@testing-library/react';
import { emptyFilterGroups, type SpotFilter } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { findDialog, waitForDialogClosed } from '../../../testing/dialogs';
import { renderWithDialogs } from '../../../testing/render-with-dialogs';

const ADVERTISER = { id: 11, label: 'Banco Sol', value: '11' };
const PRODUCT = { id: 21, label: 'Cuenta Sueldo', value: '21' };

const FILTERS: SpotFilter[] = [
  { group: 'advertisers', item: ADVERTISER },
  { group: 'products', item: PRODUCT },
  { group: 'industries', item: { id: 5, label: 'Banking', value: '5' } },
  { group: 'publishers', item: { id: 31, label: 'Diario Uno', value: '31' } },
  { group: 'platforms', item: { id: 1, label: 'Desktop', value: '1' } },
  { group: 'formats', item: { id: 2, label: 'Standard ADs', value: '2' } },
  { group: 'categories', item: { id: 41, label: 'Finance', value: '41' } },
];

const TITLE = 'Add filters: Banco Sol · Cuenta Sueldo';

async function openDialog(search?: Parameters<typeof renderWithDialogs>[0]['search']) {
  const view = await renderWithDialogs({ url: '/dashboard/spotslist', ...(search ? { search } : {}) });
  act(() =>
    view.services.host.openDialog({ kind: 'spot-filters', filters: FILTERS, title: 'Banco Sol · Cuenta Sueldo' }),
  );
  const dialog = await findDialog(TITLE);
  const button = (name: string) => within(dialog).getByRole('button', { name, hidden: true });
  const option = (name: string) => within(dialog).getByRole('radio', { name, hidden: true });
  return { ...view, dialog, button, option };
}

describe('SpotFiltersDialog', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it("lists the spot's seven attributes and acts only once one is picked", async () => {
    const { dialog, button } = await openDialog();
    expect(
      within(dialog)
        .getAllByRole('radio', { hidden: true })
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Advertiser: Banco Sol',
      'Product: Cuenta Sueldo',
      'Industry: Banking',
      'Publisher: Diario Uno',
      'Platform: Desktop',
      'Format: Standard ADs',
      'Category: Finance',
    ]);
    for (const name of ['Queue filter', 'Apply now', 'Search in new tab']) expect(button(name)).toBeDisabled();
  });

  it('applies the picked attribute now and closes', async () => {
    const { user, option, button, search } = await openDialog();
    await user.click(option('Advertiser: Banco Sol'));
    await user.click(button('Apply now'));

    expect(search().advancedFilters.advertisers).toEqual([ADVERTISER]);
    expect(
      within(screen.getByRole('list', { name: 'Applied filters' })).getByText('Advertisers: Banco Sol'),
    ).toBeInTheDocument();
    await waitForDialogClosed(TITLE);
  });

  it('queues the picked attribute without applying it', async () => {
    const { user, option, button, search } = await openDialog();
    await user.click(option('Product: Cuenta Sueldo'));
    await user.click(button('Queue filter'));

    expect(search().parameterQueue.products).toEqual([PRODUCT]);
    expect(search().advancedFilters.products).toEqual([]);
    expect(
      within(screen.getByRole('list', { name: 'Queued filters' })).getByText('Products: Cuenta Sueldo'),
    ).toBeInTheDocument();
  });

  it('opens a new search with the attribute in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, option, button, search } = await openDialog();
    await user.click(option('Industry: Banking'));
    await user.click(button('Search in new tab'));

    expect(open).toHaveBeenCalledWith('/dashboard/spotslist', '_blank', 'noopener');
    expect(window.localStorage.getItem('suite.sharedSearch')).toContain(encodeURIComponent('"Banking"'));
    expect(search().advancedFilters.industries).toEqual([]);
  });

  it('keeps an attribute already in the filters off, saying so', async () => {
    const { option, dialog } = await openDialog({
      advancedFilters: { ...emptyFilterGroups(), advertisers: [ADVERTISER] },
    });
    const taken = option('Advertiser: Banco Sol (already in the filters)');
    expect(taken).toBeDisabled();
    expect(option('Product: Cuenta Sueldo')).toBeEnabled();
    await waitFor(() => expect(within(dialog).getAllByRole('radio', { hidden: true })).toHaveLength(7));
  });
});
