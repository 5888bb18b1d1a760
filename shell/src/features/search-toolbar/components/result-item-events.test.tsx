import { act, screen, within } from '@testing-library/react';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderToolbar } from '../testing/render-toolbar';

const acme = { id: 11, label: 'Acme Bank', value: '11' };

describe("a remote's result-item menu", () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it('queues an item, and refuses it a second time', async () => {
    const { services } = await renderToolbar({ page: 'campaigns' });
    act(() => services.host.events.emit('filter:queue', { group: 'advertisers', item: acme }));
    expect(
      within(screen.getByRole('list', { name: 'Queued filters' })).getByText('Advertisers: Acme Bank'),
    ).toBeInTheDocument();
    act(() => services.host.events.emit('filter:queue', { group: 'advertisers', item: acme }));
    expect(await screen.findByText('This filter is selected already.')).toBeInTheDocument();
  });

  it('searches now', async () => {
    const { services, search } = await renderToolbar({ page: 'spotslist' });
    act(() => services.host.events.emit('filter:search-now', { group: 'advertisers', item: acme }));
    expect(search().advancedFilters.advertisers).toEqual([acme]);
  });

  it('searches in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { services } = await renderToolbar({ page: 'campaigns' });
    act(() => services.host.events.emit('filter:new-tab', { group: 'advertisers', item: acme }));
    expect(open).toHaveBeenCalledWith('/dashboard/campaigns', '_blank', 'noopener');
    expect(window.localStorage.getItem('suite.sharedSearch')).toContain(encodeURIComponent('"Acme Bank"'));
  });
});
