import { screen } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { applySearch, expectAppliedSearch, renderWithHost } from 'shared-ui/testing';
import ShareOfVoiceRoot from './exposed-root';

describe('mf-sov exposed root', () => {
  it('shows Share of Voice for the applied search and follows a new search', () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR'], startDate: '2024-06-01', endDate: '2024-06-16' },
    });
    renderWithHost(<ShareOfVoiceRoot host={host} page="shareofvoice" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Share of Voice' })).toBeInTheDocument();
    expectAppliedSearch('AR, BR', '2024-06-01 – 2024-06-16');

    applySearch(host, { countries: ['MX'], startDate: '2024-07-01', endDate: '2024-07-31' });
    expectAppliedSearch('MX', '2024-07-01 – 2024-07-31');
  });

  it('registers its Spanish title into the host i18n', () => {
    const host = createTestHost({ language: 'es' });
    renderWithHost(<ShareOfVoiceRoot host={host} page="shareofvoice" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Cuota de voz' })).toBeInTheDocument();
  });
});
