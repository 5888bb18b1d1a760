import { screen } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { applySearch, expectAppliedSearch, renderWithHost } from '../../testing';
import { ViewPlaceholder } from './view-placeholder';

describe('ViewPlaceholder', () => {
  it('shows the title, the applied search and that the content comes later', () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR'], startDate: '2024-06-01', endDate: '2024-06-16' },
    });
    renderWithHost(<ViewPlaceholder host={host} title="Snapshots" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Snapshots' })).toBeInTheDocument();
    expectAppliedSearch('AR, BR', '2024-06-01 – 2024-06-16');
    expect(screen.getByText('The content of this view is coming in a later release.')).toBeInTheDocument();
  });

  it('follows the applied search as the shell changes it', () => {
    const host = createTestHost({ search: { countries: ['AR'], startDate: '2024-06-01', endDate: '2024-06-16' } });
    renderWithHost(<ViewPlaceholder host={host} title="Snapshots" />, { host });

    applySearch(host, { countries: ['MX', 'CO'], startDate: '2024-05-01', endDate: '2024-05-31' });
    expectAppliedSearch('MX, CO', '2024-05-01 – 2024-05-31');

    applySearch(host, { countries: [] });
    expect(screen.getByLabelText('Countries')).toHaveTextContent('None selected');
  });

  it('speaks the host language', () => {
    const host = createTestHost({ language: 'es', search: { countries: ['CL'] } });
    renderWithHost(<ViewPlaceholder host={host} title="Instantáneas" />, { host });

    expect(screen.getByLabelText('Países')).toHaveTextContent('CL');
    expect(screen.getByLabelText('Período')).toBeInTheDocument();
    expect(screen.getByText('El contenido de esta vista llegará en una próxima versión.')).toBeInTheDocument();
  });
});
