import { screen, waitFor } from '@testing-library/react';
import { ROLES, type AutocompleteResponse } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { pickOption } from '../testing/pick-option';
import { renderToolbar } from '../testing/render-toolbar';

const acme = { id: 11, label: 'Acme Bank', value: '11' };
const advertisers: AutocompleteResponse = { results: [{ id: 11, text: 'Acme Bank' }], pagination: { more: false } };

describe('the Snapshots toolbar', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it('has the quick search, download and share, and no apply, clear or new tab', async () => {
    await renderToolbar({ page: 'snapshots' });
    expect(screen.getByRole('combobox', { name: 'Snapshot by' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Quick search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download snapshot/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Clear filters/ })).not.toBeInTheDocument();
  });

  it('replaces the data toolbar when the user moves from Share of Voice to Snapshots', async () => {
    const { user } = await renderToolbar({ page: 'shareofvoice', links: ['/dashboard/snapshots'] });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '/dashboard/snapshots' }));
    expect(await screen.findByRole('combobox', { name: 'Quick search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('picks one advertiser, and a new type clears it', async () => {
    const { user, search } = await renderToolbar({
      page: 'snapshots',
      routes: { '/v2/autocomplete/advertisers': advertisers },
    });
    await pickOption(user, 'Snapshot by', 'Advertisers');
    expect(search().snapType).toBe('advertisers');
    await user.click(screen.getByRole('combobox', { name: 'Quick search' }));
    await user.keyboard('ac');
    await user.click(await screen.findByTitle('Acme Bank'));
    expect(search().snapFilter).toEqual(acme);

    await pickOption(user, 'Snapshot by', 'Publishers');
    expect(search()).toMatchObject({ snapType: 'publishers', snapFilter: null });
  });

  it('downloads the snapshot of the applied search in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, apiCalls } = await renderToolbar({
      page: 'snapshots',
      search: { countries: ['BR'], startDate: '2024-06-01', endDate: '2024-06-30', snapType: 'publishers' },
      routes: { '/snapshots/export/pdf': { _links: { self: { href: '/api/files/snap.pdf' } } } },
    });
    await user.click(screen.getByRole('button', { name: /Download snapshot/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/snap.pdf', '_blank', 'noopener'));
    expect(apiCalls.at(-1)?.search).toBe(
      '?country=BR&since=2024%2F06%2F01&until=2024%2F06%2F30&lang=en&type=publishers&force=1',
    );
  });

  it('downloads the snapshot of the name picked in the quick search', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, apiCalls } = await renderToolbar({
      page: 'snapshots',
      search: {
        countries: ['BR'],
        startDate: '2024-06-01',
        endDate: '2024-06-30',
        snapType: 'advertisers',
        snapFilter: acme,
      },
      routes: { '/snapshots/export/pdf': { _links: { self: { href: '/api/files/snap.pdf' } } } },
    });
    await user.click(screen.getByRole('button', { name: /Download snapshot/ }));
    await waitFor(() => expect(apiCalls.at(-1)?.search).toContain('advertisers=11'));
    expect(apiCalls.at(-1)?.search).toContain('type=advertisers&force=1');
  });

  it('disables the download for the demo role', async () => {
    await renderToolbar({ page: 'snapshots', claims: { roles: [ROLES.demo, ROLES.shareOfVoice] } });
    expect(screen.getByRole('button', { name: /Download snapshot/ })).toBeDisabled();
  });
});
