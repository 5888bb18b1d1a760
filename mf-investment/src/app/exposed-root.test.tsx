import { screen } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { applySearch, expectAppliedSearch, renderWithHost } from 'shared-ui/testing';
import RealTimeSpendRoot from './exposed-root';

describe('mf-investment exposed root', () => {
  it('titles the page Real-Time Spend, shows the search it will chart and follows the shell', () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR'], startDate: '2024-06-01', endDate: '2024-06-16' },
    });
    renderWithHost(<RealTimeSpendRoot host={host} page="investment" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Real-Time Spend' })).toBeInTheDocument();
    expectAppliedSearch('AR, BR', '2024-06-01 – 2024-06-16');

    applySearch(host, { countries: ['CO', 'PE', 'CL'], startDate: '2024-03-01', endDate: '2024-03-20' });
    expectAppliedSearch('CO, PE, CL', '2024-03-01 – 2024-03-20');
  });

  it('speaks Portuguese when the host does', () => {
    const host = createTestHost({ language: 'pt' });
    renderWithHost(<RealTimeSpendRoot host={host} page="investment" />, { host });

    expect(screen.getByRole('heading', { name: 'Investimento em tempo real' })).toBeInTheDocument();
  });
});
