import { screen } from '@testing-library/react';
import type { HttpClient } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { DataAsOf } from './data-as-of';

function httpAnswering(answer: unknown) {
  const get = jest.fn().mockResolvedValue(answer);
  const http: HttpClient = { get, post: jest.fn(), request: jest.fn() };
  return { http, get };
}

describe('DataAsOf', () => {
  it('asks the API for the markets shown and says how fresh their data is, in the product’s zone', async () => {
    const { http, get } = httpAnswering([{ country: 'AR', dataAsOf: '2026-11-22' }]);
    renderWithHost(<DataAsOf host={createTestHost({ http })} countries={['AR']} />);

    expect(await screen.findByText('Data as of 2026-11-22 (GMT-3)')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/v2/data-as-of', expect.objectContaining({ query: { countries: 'AR' } }));
  });

  it('names each market’s date when they differ, and skips a market with nothing captured', async () => {
    const { http } = httpAnswering([
      { country: 'AR', dataAsOf: '2026-11-22' },
      { country: 'BR', dataAsOf: '2026-11-21' },
      { country: 'CL', dataAsOf: null },
    ]);
    renderWithHost(<DataAsOf host={createTestHost({ http, language: 'es' })} countries={['AR', 'BR', 'CL']} />);

    expect(await screen.findByText('Datos al AR 2026-11-22 · BR 2026-11-21 (GMT-3)')).toBeInTheDocument();
  });

  it('shows one date in Portuguese when every market agrees', async () => {
    const { http } = httpAnswering([
      { country: 'AR', dataAsOf: '2026-11-22' },
      { country: 'BR', dataAsOf: '2026-11-22' },
    ]);
    renderWithHost(<DataAsOf host={createTestHost({ http, language: 'pt' })} countries={['AR', 'BR']} />);

    expect(await screen.findByText('Dados até 2026-11-22 (GMT-3)')).toBeInTheDocument();
  });
});
