import { screen } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { applySearch, expectAppliedSearch, renderWithHost } from 'shared-ui/testing';
import AccountRoot from './exposed-root';

describe('mf-account exposed root', () => {
  it('shows the Account title with the current search, kept in step with the shell', () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR'], startDate: '2024-06-01', endDate: '2024-06-16' },
    });
    renderWithHost(<AccountRoot host={host} page="account" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expectAppliedSearch('AR, BR', '2024-06-01 – 2024-06-16');

    applySearch(host, { countries: ['UY'] });
    expectAppliedSearch('UY', '2024-06-01 – 2024-06-16');
  });

  it('is titled Conta in Portuguese', () => {
    const host = createTestHost({ language: 'pt' });
    renderWithHost(<AccountRoot host={host} page="account" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Conta' })).toBeInTheDocument();
  });
});
