import { screen } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { expectAppliedSearch, renderWithHost } from 'shared-ui/testing';
import CompareRoot, { contractVersion } from './exposed-root';

describe('mf-compare exposed root', () => {
  it('renders Compare with the applied search', () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR'], startDate: '2024-06-01', endDate: '2024-06-16' },
    });
    renderWithHost(<CompareRoot host={host} page="compare" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Compare' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Compare' })).toBeInTheDocument();
    expectAppliedSearch('AR, BR', '2024-06-01 – 2024-06-16');
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
