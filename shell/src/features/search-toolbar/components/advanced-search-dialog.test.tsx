import { screen, waitFor, within } from '@testing-library/react';
import { emptyFilterGroups, type AutocompleteResponse } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { pickOption } from '../testing/pick-option';
import { renderToolbar, type RenderToolbarOptions } from '../testing/render-toolbar';
import { setScreenWidth } from '../testing/screen-width';

const video = { id: 5, label: 'Video ADs', value: '5' };

function advertiserPage(url: URL): AutocompleteResponse {
  const page = Number(url.searchParams.get('page'));
  return page === 1
    ? { results: [{ id: 11, text: 'Acme Bank' }], pagination: { more: true } }
    : { results: [{ id: 12, text: 'Acme Foods' }], pagination: { more: false } };
}

async function openDialog(options: RenderToolbarOptions = {}) {
  const view = await renderToolbar(options);
  const title = options.language === 'es' ? 'Búsqueda avanzada' : 'Advanced search';
  await view.user.click(screen.getByRole('button', { name: new RegExp(title) }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: title }) };
}

describe('AdvancedSearchDialog', () => {
  beforeEach(() => {
    computeInlineStylesOnly();
    setScreenWidth(1280);
  });
  afterEach(() => jest.restoreAllMocks());

  it('refuses a filter that is applied already', async () => {
    const { user, search } = await openDialog({
      search: { advancedFilters: { ...emptyFilterGroups(), formats: [video] } },
    });
    await pickOption(user, 'Formats', 'Video ADs');
    expect(await screen.findByText('This filter is selected already.')).toBeInTheDocument();
    expect(search().parameterQueue.formats).toEqual([]);
  });

  it('allows one source only', async () => {
    const { user, search } = await openDialog();
    await pickOption(user, 'Sources', 'Direct');
    await user.click(await screen.findByTitle('Programmatic'));
    expect(await screen.findByText("Can't select more than one filter in this section.")).toBeInTheDocument();
    expect(search().parameterQueue.sources).toEqual([{ id: 1, label: 'Direct', value: '1' }]);
  });

  it('suggests advertisers after two typed characters, page by page', async () => {
    const { user, search, apiCalls } = await openDialog({ routes: { '/v2/autocomplete/advertisers': advertiserPage } });
    const advertisers = screen.getByRole('combobox', { name: 'Advertisers' });
    await user.click(advertisers);
    await user.keyboard('a');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    await user.keyboard('c');
    await user.click(await screen.findByRole('button', { name: 'More results' }));
    expect(await screen.findByTitle('Acme Foods')).toBeInTheDocument();
    expect(apiCalls.map((url) => url.search)).toEqual([
      '?q=ac&country=&page=1&per_page=50&lang=en',
      '?q=ac&country=&page=2&per_page=50&lang=en',
    ]);
    await user.click(screen.getByTitle('Acme Bank'));
    expect(search().parameterQueue.advertisers).toEqual([{ id: 11, label: 'Acme Bank', value: '11' }]);
  });

  it('lists the industries from the server and applies with Search, tracking the filter apply', async () => {
    const { user, search, dialog, services } = await openDialog({
      routes: {
        '/v2/list/industries': [
          { id: 21, name: 'Finance' },
          { id: 22, name: 'Retail' },
        ],
      },
    });
    await pickOption(user, 'Industries', 'Retail');
    const track = jest.spyOn(services.host, 'track');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(search().advancedFilters.industries).toEqual([{ id: 22, label: 'Retail', value: '22' }]);
    expect(track).toHaveBeenCalledWith('filters:apply', { page: 'shareofvoice', groups: ['industries'] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Advanced search' })).not.toBeInTheDocument());
  });

  it('names the fixed options and asks the industries in the language of the suite', async () => {
    const { user, search, dialog, apiCalls } = await openDialog({
      language: 'es',
      routes: { '/v2/list/industries': [{ id: 13, name: 'Entretenimiento y Medios' }] },
    });
    await pickOption(user, 'Formatos', 'Anuncios de video');
    await pickOption(user, 'Industrias', 'Entretenimiento y Medios');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(search().advancedFilters.formats).toEqual([{ id: 5, label: 'Anuncios de video', value: '5' }]);
    expect(apiCalls.map((url) => url.search)).toEqual(['?lang=es']);
  });

  it('does not apply over a range the page refuses, and says why', async () => {
    const { user, search, dialog } = await openDialog({
      page: 'investment',
      search: { startDate: '2024-06-20', endDate: '2024-06-30' },
    });
    await pickOption(user, 'Formats', 'Video ADs');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This range is not valid, select more than 14 days')).toBeInTheDocument();
    expect(search().advancedFilters.formats).toEqual([]);
  });

  it('fills the screen on mobile, with Search in the title bar', async () => {
    jest.restoreAllMocks();
    computeInlineStylesOnly();
    setScreenWidth(400);
    const { user, search, dialog } = await openDialog();
    await pickOption(user, 'Platforms', 'Desktop');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(search().advancedFilters.platforms).toEqual([{ id: 1, label: 'Desktop', value: '1' }]);
  });
});
