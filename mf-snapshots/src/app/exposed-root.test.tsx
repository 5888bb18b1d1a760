import { screen } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { applySearch, expectAppliedSearch, renderWithHost } from 'shared-ui/testing';
import SnapshotsRoot from './exposed-root';

describe('mf-snapshots exposed root', () => {
  it('renders Snapshots with the applied search and updates when the search changes', () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR'], startDate: '2024-06-01', endDate: '2024-06-16' },
    });
    renderWithHost(<SnapshotsRoot host={host} page="snapshots" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeInTheDocument();
    expectAppliedSearch('AR, BR', '2024-06-01 – 2024-06-16');

    applySearch(host, { endDate: '2024-08-31', countries: ['ES'] });
    expectAppliedSearch('ES', '2024-06-01 – 2024-08-31');
    expect(screen.queryByText('AR, BR')).not.toBeInTheDocument();
  });
});
