import { screen, within } from '@testing-library/react';
import type { HttpClient } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { ViewHeader, ViewPage } from './view-header';

function hostAnsweringDataAsOf(language?: 'es' | 'en' | 'pt') {
  const get = jest.fn().mockResolvedValue([{ country: 'AR', dataAsOf: '2024-06-29' }]);
  const http: HttpClient = { get, post: jest.fn(), request: jest.fn() };
  return { get, host: createTestHost({ http, language, search: { countries: ['AR', 'BR'] } }) };
}

describe('ViewHeader and ViewPage', () => {
  it('shows the title, the applied countries and period, the data’s date and the actions', async () => {
    const { host, get } = hostAnsweringDataAsOf();
    renderWithHost(
      <section aria-labelledby="title">
        <ViewHeader
          host={host}
          titleId="title"
          title="Share of Voice"
          actions={<button type="button">Export</button>}
        />
      </section>,
      { host },
    );

    expect(screen.getByRole('region', { name: 'Share of Voice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Share of Voice' })).toBeInTheDocument();
    const countries = screen.getByRole('definition', { name: 'Countries' });
    expect(countries).toHaveTextContent('AR, BR');
    expect(screen.getByRole('definition', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(await screen.findByText('Data as of 2024-06-29 (GMT-3)')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/v2/data-as-of', expect.objectContaining({ query: { countries: 'AR,BR' } }));
  });

  it('names its section by the title, dates only the markets the view reads, and shows the view’s own line', async () => {
    const { host, get } = hostAnsweringDataAsOf('es');
    renderWithHost(
      <ViewPage host={host} title="Snapshots" dataCountries={['AR']} note={<p>Filtrado por Acme</p>}>
        <p>Contenido</p>
      </ViewPage>,
      { host },
    );

    expect(await screen.findByText('Datos al 2024-06-29 (GMT-3)')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/v2/data-as-of', expect.objectContaining({ query: { countries: 'AR' } }));
    expect(screen.getByText('Filtrado por Acme')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Snapshots' })).getByText('Contenido')).toBeInTheDocument();
  });

  it('shows the headline figure right under the title', async () => {
    const { host } = hostAnsweringDataAsOf();
    renderWithHost(<ViewHeader host={host} titleId="title" title="Share of Voice" figure="12,345 spots" />, { host });

    const heading = screen.getByRole('heading', { level: 1, name: 'Share of Voice' });
    const figure = screen.getByText('12,345 spots');
    expect(heading.nextElementSibling).toContainElement(figure);
    expect(await screen.findByText('Data as of 2024-06-29 (GMT-3)')).toBeInTheDocument();
  });

  it('shows only the data’s date when the view asks for no search summary', async () => {
    const { host } = hostAnsweringDataAsOf();
    renderWithHost(
      <ViewHeader host={host} titleId="title" title="Campaigns" summary="data-as-of" dataCountries={['AR']} />,
      { host },
    );

    const heading = screen.getByRole('heading', { level: 1, name: 'Campaigns' });
    expect(await screen.findByText('Data as of 2024-06-29 (GMT-3)')).toBeInTheDocument();
    expect(screen.queryByRole('definition', { name: 'Countries' })).not.toBeInTheDocument();
    expect(within(heading).queryByRole('button')).not.toBeInTheDocument();
  });
});
