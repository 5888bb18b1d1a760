import { screen, within } from '@testing-library/react';
import { emptyFilterGroups } from 'shared-contracts';
import { renderToolbar } from '../testing/render-toolbar';

describe('the filter chips', () => {
  it("name a filter picked in another language in the suite's language, by its id; names of their own stay", async () => {
    await renderToolbar({
      language: 'pt',
      search: {
        advancedFilters: {
          ...emptyFilterGroups(),
          // Picked in English (a share link, a saved report): the names the suite translates follow.
          platforms: [{ id: 3, label: 'Social Media', value: '3' }],
          industries: [{ id: 4, label: 'Telecommunications', value: '4' }],
          advertisers: [{ id: 9, label: 'Pifux', value: '9' }],
        },
      },
      routes: { '/v2/list/industries': [{ id: 4, name: 'Telecomunicações' }] },
    });

    const applied = await screen.findByRole('list', { name: 'Filtros aplicados' });
    expect(within(applied).getByText('Plataformas: Redes sociais')).toBeInTheDocument();
    expect(await within(applied).findByText('Indústrias: Telecomunicações')).toBeInTheDocument();
    expect(within(applied).getByText('Anunciantes: Pifux')).toBeInTheDocument();
  });
});
