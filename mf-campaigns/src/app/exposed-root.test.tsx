import { screen } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { applySearch, expectAppliedSearch, renderWithHost } from 'shared-ui/testing';
import CampaignsRoot from './exposed-root';

describe('mf-campaigns exposed root', () => {
  it('shows the Campaigns gallery page for page "campaigns", following the search', () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR'], startDate: '2024-06-01', endDate: '2024-06-16' },
    });
    renderWithHost(<CampaignsRoot host={host} page="campaigns" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
    expectAppliedSearch('AR, BR', '2024-06-01 – 2024-06-16');

    applySearch(host, { countries: ['GT', 'HN'], startDate: '2024-02-10' });
    expectAppliedSearch('GT, HN', '2024-02-10 – 2024-06-16');
  });

  it('shows the Spots List page for page "spotslist", following the search', () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR'], startDate: '2024-06-01', endDate: '2024-06-16' },
    });
    renderWithHost(<CampaignsRoot host={host} page="spotslist" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Spots List' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Campaigns' })).not.toBeInTheDocument();

    applySearch(host, { startDate: '2024-05-15', endDate: '2024-06-15' });
    expectAppliedSearch('AR, BR', '2024-05-15 – 2024-06-15');
  });

  it('titles both pages in Spanish', () => {
    const host = createTestHost({ language: 'es' });
    const { rerender } = renderWithHost(<CampaignsRoot host={host} page="campaigns" />, { host });
    expect(screen.getByRole('heading', { level: 1, name: 'Campañas' })).toBeInTheDocument();

    rerender(<CampaignsRoot host={host} page="spotslist" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de spots' })).toBeInTheDocument();
  });
});
