import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilterGroups, HttpError, NO_DATA_MESSAGE, type HttpRequest } from 'shared-contracts';
import { ANALYST_CLAIMS } from 'shared-contracts/testing';
import { applySearch, computeInlineStylesOnly } from 'shared-ui/testing';
import { CAMPAIGNS_OF_EVERY_STYLE, campaignFixture, galleryResponse } from '../../testing/campaign-fixtures';
import { renderPage, requestsTo } from '../../testing/render-page';
import { galleryOrderStore } from './lib/gallery-order-store';

const filters = { ...emptyFilterGroups(), industries: [{ id: 21, label: 'Finance', value: '21' }] };
const SEARCH = {
  countries: ['AR' as const, 'BR' as const],
  startDate: '2024-06-01',
  endDate: '2024-06-16',
  advancedFilters: filters,
};

function answerGallery(response = galleryResponse()) {
  return (request: HttpRequest) => {
    if (request.path.startsWith('/v2/gallery/')) return response;
    if (request.path === '/gallery/export/pdf')
      return { _links: { self: { href: '/api/exports/files/gallery-1.pdf' } } };
    throw new HttpError(404, `unexpected ${request.path}`);
  };
}

const card = (advertiser: string) => screen.getByRole('article', { name: advertiser });

// The order and the filter are kept for the session: each test starts from the default.
beforeEach(() => act(() => galleryOrderStore.setState({ sort: 'spots', newInPeriod: false })));
beforeEach(() => computeInlineStylesOnly());
afterEach(() => jest.restoreAllMocks());

describe('Campaigns page', () => {
  it('asks for the first page of the gallery of the applied search, in one country', async () => {
    const { http } = renderPage('campaigns', { answer: answerGallery(), search: SEARCH });

    await screen.findByRole('article', { name: 'Acme Bank' });
    // The cards are a named list: a screen reader says how many there are.
    const gallery = screen.getByRole('list', { name: 'Campaigns' });
    for (const article of within(gallery).getAllByRole('article')) {
      expect(article.parentElement).toHaveAttribute('role', 'listitem');
    }
    expect(requestsTo(http.requests, '/v2/gallery')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v2/gallery/1/15',
        query: { unique: 0, lang: 'en', sort: 'spots', newInPeriod: 0 },
        body: [{ country: 'AR', since: '2024-06-01', until: '2024-06-16', industries: [21] }],
      }),
    ]);
    expect(screen.getByText('9 campaigns')).toBeInTheDocument();
  });

  it('a creative whose address no longer answers shows "Image not available" in the card\'s box', async () => {
    renderPage('campaigns', { answer: answerGallery(), search: SEARCH });
    const acme = await screen.findByRole('article', { name: 'Acme Bank' });

    // An expired or altered signed address answers 403: the browser reports a failed image.
    fireEvent.error(within(acme).getByRole('img', { name: 'Creative of Acme Bank' }));

    const placeholder = within(acme).getByRole('img', { name: 'Creative of Acme Bank: Image not available' });
    expect(placeholder).toHaveTextContent('Image not available');
    expect(placeholder).toHaveStyle({ height: '200px', width: '100%' });
  });

  it("shows each card's fields", async () => {
    renderPage('campaigns', { answer: answerGallery(), search: SEARCH });
    const acme = await screen.findByRole('article', { name: 'Acme Bank' });

    expect(within(acme).getByRole('img', { name: 'Creative of Acme Bank' })).toHaveAttribute(
      'src',
      'https://cdn.test/creatives/101.png',
    );
    // The whole creative, scaled into the card: its button and headline are never cut off.
    expect(within(acme).getByRole('img', { name: 'Creative of Acme Bank' })).toHaveStyle({
      objectFit: 'contain',
      width: '100%',
    });
    // The names that open the quick-filter menu are buttons.
    for (const text of ['Acme Bank', 'Finance', 'Savings account', 'Desktop', 'Standard ADs']) {
      expect(within(acme).getByText(text).closest('button')).toBeInTheDocument();
    }
    const field = (label: string) => within(acme).getByText(label).closest('div');
    expect(field('Category')).toHaveTextContent('News');
    expect(field('Spots')).toHaveTextContent('1.234');
    expect(field('pViewability')).toHaveTextContent('71,26%');
    expect(field('First seen')).toHaveTextContent('2024-05-02');
    expect(field('Last seen')).toHaveTextContent('diario.test · 2024-06-14');

    const beta = card('Beta Motors');
    expect(within(beta).getByText('pViewability').closest('div')).toHaveTextContent('N/A');
    // A youtube player's card shows the screenshot of where it ran.
    expect(within(beta).getByRole('img', { name: 'Creative of Beta Motors' })).toHaveAttribute(
      'src',
      'https://cdn.test/screens/101.png',
    );
  });

  it("shows a card of an unknown creative style as the grimace 'Error!'", async () => {
    renderPage('campaigns', { answer: answerGallery(), search: SEARCH });
    const iota = await screen.findByRole('article', { name: 'Iota Labs' });

    expect(within(iota).getByRole('img', { name: 'Error!' })).toHaveTextContent('😬');
    expect(within(iota).queryByLabelText(/Preview the creative/)).not.toBeInTheDocument();
    expect(within(iota).getByText('Screenshot').closest('button')).toBeDisabled();
  });

  it("opens the creative preview from the card's image and from its screenshot button", async () => {
    const user = userEvent.setup();
    const [, beta, gamma] = CAMPAIGNS_OF_EVERY_STYLE;
    renderPage('campaigns', { answer: answerGallery(galleryResponse([beta!, gamma!])), search: SEARCH });

    const betaCard = await screen.findByRole('article', { name: 'Beta Motors' });
    await user.click(within(betaCard).getByLabelText('Preview the creative of Beta Motors'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Beta Motors · Savings account')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Step')).toHaveTextContent('1 / 2');
    await user.click(within(dialog).getByText('Next'));
    expect(within(dialog).getByTitle('YouTube player')).toHaveAttribute('src', 'https://www.youtube.com/embed/beta123');
    await user.click(within(dialog).getByLabelText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByText('Beta Motors · Savings account')).not.toBeInTheDocument());

    await user.click(within(card('Gamma Foods')).getByText('Screenshot'));
    expect(await screen.findByText('Gamma Foods · Savings account')).toBeInTheDocument();
    expect(screen.getByLabelText('Facebook post')).toHaveTextContent('Taste the summer');
  });

  it("opens the campaign's more-info dialog from its card", async () => {
    const user = userEvent.setup();
    const acme = campaignFixture();
    const { host } = renderPage('campaigns', { answer: answerGallery(galleryResponse([acme])), search: SEARCH });

    const acmeCard = await screen.findByRole('article', { name: 'Acme Bank' });
    await user.click(within(acmeCard).getByRole('button', { name: 'More info about the campaign of Acme Bank' }));

    expect(host.record.dialogs).toEqual([{ kind: 'campaign-info', campaign: acme }]);
  });

  // Every event is covered in quick-filter.test.tsx; here, that each name carries its group and id.
  it.each([
    [
      'Acme Bank',
      'Queue filter',
      'filter:queue',
      { group: 'advertisers', item: { id: 11, label: 'Acme Bank', value: '11' } },
    ],
    [
      'Finance',
      'Search now',
      'filter:search-now',
      { group: 'industries', item: { id: 21, label: 'Finance', value: '21' } },
    ],
    [
      'Savings account',
      'Search in new tab',
      'filter:new-tab',
      { group: 'products', item: { id: 31, label: 'Savings account', value: '31' } },
    ],
    ['Desktop', 'Queue filter', 'filter:queue', { group: 'platforms', item: { id: 1, label: 'Desktop', value: '1' } }],
    [
      'Standard ADs',
      'Search now',
      'filter:search-now',
      { group: 'formats', item: { id: 2, label: 'Standard ADs', value: '2' } },
    ],
  ] as const)("opens the quick-filter menu on '%s', picks '%s' and emits %s", async (name, action, event, payload) => {
    const user = userEvent.setup();
    const { host } = renderPage('campaigns', {
      answer: answerGallery(galleryResponse([campaignFixture()])),
      search: SEARCH,
    });
    const emitted: unknown[] = [];
    for (const kind of ['filter:queue', 'filter:search-now', 'filter:new-tab'] as const) {
      host.events.on(kind, (sent) => emitted.push([kind, sent]));
    }
    const acme = await screen.findByRole('article', { name: 'Acme Bank' });

    await user.click(within(acme).getByText(name));
    await user.click(await screen.findByRole('menuitem', { name: action }));

    expect(emitted).toEqual([[event, payload]]);
  });

  it('pages through the gallery, changes the results per page, and starts again on a new search', async () => {
    const user = userEvent.setup();
    const { http, host } = renderPage('campaigns', {
      answer: answerGallery(galleryResponse([campaignFixture()], 140)),
      search: SEARCH,
    });
    await screen.findByRole('article', { name: 'Acme Bank' });
    const paths = () => requestsTo(http.requests, '/v2/gallery').map((request) => request.path);

    await user.click(screen.getByLabelText('Next'));
    await waitFor(() => expect(paths()).toContain('/v2/gallery/2/15'));
    await user.click(screen.getByLabelText('Last page'));
    await waitFor(() => expect(paths()).toContain('/v2/gallery/10/15'));

    await user.click(screen.getByLabelText('Results per page'));
    await user.click(await screen.findByTitle('50'));
    await waitFor(() => expect(paths()).toContain('/v2/gallery/1/50'));

    await user.click(screen.getByLabelText('Next'));
    await waitFor(() => expect(paths()).toContain('/v2/gallery/2/50'));
    applySearch(host, { startDate: '2024-05-01' });
    await waitFor(() =>
      expect(requestsTo(http.requests, '/v2/gallery').at(-1)).toMatchObject({
        path: '/v2/gallery/1/50',
        body: [expect.objectContaining({ since: '2024-05-01' })],
      }),
    );
  });

  it('downloads the gallery page shown as a PDF and opens its link', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open');
    const { http } = renderPage('campaigns', {
      answer: answerGallery(galleryResponse([campaignFixture()])),
      search: SEARCH,
    });
    await screen.findByRole('article', { name: 'Acme Bank' });

    await user.click(screen.getByText('Download gallery'));

    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/exports/files/gallery-1.pdf', '_blank', 'noopener'));
    expect(requestsTo(http.requests, '/gallery/export/pdf')).toEqual([
      expect.objectContaining({
        method: 'GET',
        query: {
          country: 'AR',
          since: '2024/06/01',
          until: '2024/06/16',
          industries: [21],
          lang: 'en',
          page: 1,
          limit: 15,
          unique: 0,
          sort: 'spots',
          newInPeriod: 0,
        },
      }),
    ]);
    open.mockRestore();
  });

  it('downloads the gallery as ordered and filtered on screen', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'open').mockReturnValue(null);
    act(() => galleryOrderStore.setState({ sort: 'firstSeen', newInPeriod: true }));
    const { http } = renderPage('campaigns', {
      answer: answerGallery(galleryResponse([campaignFixture()])),
      search: SEARCH,
    });
    await screen.findByRole('article', { name: 'Acme Bank' });

    await user.click(screen.getByText('Download gallery'));

    await waitFor(() => expect(requestsTo(http.requests, '/gallery/export/pdf')).toHaveLength(1));
    expect(requestsTo(http.requests, '/gallery/export/pdf')[0]).toEqual(
      expect.objectContaining({ query: expect.objectContaining({ sort: 'firstSeen', newInPeriod: 1 }) }),
    );
  });

  it('disables the gallery download for the demo role', async () => {
    renderPage('campaigns', {
      answer: answerGallery(galleryResponse([campaignFixture()])),
      search: SEARCH,
      claims: { ...ANALYST_CLAIMS, roles: [...ANALYST_CLAIMS.roles, 'ROLE_FEATURE_DEMO'] },
    });
    await screen.findByRole('article', { name: 'Acme Bank' });

    expect(screen.getByText('Download gallery').closest('button')).toBeDisabled();
  });

  it('says when the search has no campaigns, and when the API fails', async () => {
    const { unmount } = renderPage('campaigns', {
      answer: () => {
        throw new HttpError(404, NO_DATA_MESSAGE);
      },
      search: SEARCH,
    });
    expect(screen.getByRole('status', { name: 'Loading data…' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('No data available. Try with other criteria.');
    unmount();

    const failing = renderPage('campaigns', {
      answer: () => {
        throw new HttpError(500, 'Gallery index unavailable');
      },
      search: SEARCH,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gallery index unavailable');
    failing.unmount();

    renderPage('campaigns', { answer: answerGallery(galleryResponse([], 0)), search: SEARCH });
    expect(
      await screen.findByText('No information was found. Widen the period or change the filters.'),
    ).toBeInTheDocument();
  });

  it('shows the grid in Spanish with the product number format', async () => {
    renderPage('campaigns', {
      answer: answerGallery(galleryResponse([campaignFixture({ spots: 1234567 })], 1000000)),
      search: SEARCH,
      language: 'es',
    });
    const acme = await screen.findByRole('article', { name: 'Acme Bank' });

    expect(screen.getByRole('heading', { level: 1, name: 'Campañas' })).toBeInTheDocument();
    expect(within(acme).getByText('Spots').closest('div')).toHaveTextContent('1.234.567');
    expect(within(acme).getByText('Industria')).toBeInTheDocument();
    // Spanish takes the "many" plural form for round millions.
    expect(screen.getByText('1.000.000 campañas')).toBeInTheDocument();
  });
});
