import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type HttpRequest } from 'shared-contracts';
import { campaignFixture, galleryResponse, spotFixture, spotsResponse } from '../../testing/campaign-fixtures';
import { renderPage, requestsTo } from '../../testing/render-page';
import { groupedStore } from './lib/grouped-store';
import { computeInlineStylesOnly } from 'shared-ui/testing';

const SEARCH = { countries: ['MX' as const], startDate: '2024-06-01', endDate: '2024-06-16' };

function answerSpots(total = 1) {
  return (request: HttpRequest) => {
    if (!request.path.startsWith('/v2/spots/')) throw new HttpError(404, `unexpected ${request.path}`);
    return request.query?.grouped === 1
      ? galleryResponse([campaignFixture({ advertiser: 'Grouped Co', spots: 4321, pViewability: 55.5 })], total)
      : spotsResponse(
          [
            spotFixture(),
            spotFixture({
              id: 502,
              advertiser: 'Beta Motors',
              spots: 1234,
              style: 'youtube-pre-roll',
              creativity: 'https://www.youtube.com/embed/b1',
            }),
          ],
          total,
        );
  };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

beforeEach(() => act(() => groupedStore.setState({ grouped: false })));
beforeEach(() => computeInlineStylesOnly());
afterEach(() => jest.restoreAllMocks());

describe('Spots List page', () => {
  it('lists the spots of the applied search with the spot columns', async () => {
    const { http } = renderPage('spotslist', { answer: answerSpots(), search: SEARCH });
    const table = await screen.findByRole('table', { name: 'Spots' });

    expect(headers(table)).toEqual([
      'Date',
      'Advertiser',
      'Platform',
      'Publisher',
      'Category',
      'Format',
      'Product',
      'Industry',
      'Spots',
      'First seen',
      'Actions',
    ]);
    expect(within(table).getByText('Beta Motors')).toBeInTheDocument();
    // The sightings of Beta Motors' creative on that site that day.
    expect(within(table).getByText('1.234')).toBeInTheDocument();
    expect(within(table).getAllByText('diario.test')).toHaveLength(2);
    // Each row's campaign was first seen on 2024-05-02.
    expect(within(table).getAllByText('2024-05-02')).toHaveLength(2);
    expect(requestsTo(http.requests, '/v2/spots')).toEqual([
      expect.objectContaining({
        path: '/v2/spots/1/15',
        query: { grouped: 0, lang: 'en' },
        body: [{ country: 'MX', since: '2024-06-01', until: '2024-06-16' }],
      }),
    ]);
  });

  it('switches to the campaign columns when grouped, and back', async () => {
    const user = userEvent.setup();
    const { http } = renderPage('spotslist', { answer: answerSpots(), search: SEARCH });
    await screen.findByRole('table', { name: 'Spots' });

    await user.click(screen.getByLabelText('Grouped'));

    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(headers(table)).toEqual([
      'Advertiser',
      'Product',
      'Industry',
      'Platform',
      'Format',
      'Spots',
      'pViewability',
      'First seen',
      'Last seen',
      'Actions',
    ]);
    expect(within(table).getByText('Grouped Co')).toBeInTheDocument();
    expect(within(table).getByText('4.321')).toBeInTheDocument();
    expect(within(table).getByText('55,50%')).toBeInTheDocument();
    expect(within(table).getByText('2024-05-02')).toBeInTheDocument();
    expect(within(table).getByText('diario.test · 2024-06-14')).toBeInTheDocument();
    expect(requestsTo(http.requests, '/v2/spots').at(-1)).toMatchObject({
      path: '/v2/spots/1/15',
      query: { grouped: 1 },
    });

    await user.click(screen.getByLabelText('Grouped'));
    expect(await screen.findByRole('table', { name: 'Spots' })).toBeInTheDocument();
  });

  it('opens the creative preview of a row: its screenshot, then its creativity', async () => {
    const user = userEvent.setup();
    renderPage('spotslist', { answer: answerSpots(), search: SEARCH });
    const table = await screen.findByRole('table', { name: 'Spots' });

    await user.click(within(table).getByLabelText('Preview the creative of Acme Bank'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Acme Bank · Savings account')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Step')).toHaveTextContent('1 / 2');
    expect(within(dialog).getByAltText(/Screenshot of the page/)).toHaveAttribute(
      'src',
      'https://cdn.test/screens/501.png',
    );
    await user.click(within(dialog).getByText('Next'));
    expect(within(dialog).getByAltText('Creativity')).toHaveAttribute('src', 'https://cdn.test/creatives/501.png');
  });

  it("the preview says when the row's campaign was first seen, beside the spot's day or the campaign's last seen", async () => {
    const user = userEvent.setup();
    renderPage('spotslist', { answer: answerSpots(), search: SEARCH });
    const spots = await screen.findByRole('table', { name: 'Spots' });

    await user.click(within(spots).getByLabelText('Preview the creative of Acme Bank'));
    const spotPreview = await screen.findByRole('dialog');
    expect(within(spotPreview).getByText('First seen').closest('div')).toHaveTextContent('2024-05-02');
    expect(within(spotPreview).getByText('Seen on').closest('div')).toHaveTextContent('2024-06-10');
    await user.click(within(spotPreview).getByLabelText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByLabelText('Grouped'));
    const campaigns = await screen.findByRole('table', { name: 'Campaigns' });
    await user.click(within(campaigns).getByLabelText('Preview the creative of Grouped Co'));
    const campaignPreview = await screen.findByRole('dialog');
    expect(within(campaignPreview).getByText('First seen').closest('div')).toHaveTextContent('2024-05-02');
    expect(within(campaignPreview).getByText('Last seen').closest('div')).toHaveTextContent('diario.test · 2024-06-14');
  });

  it("opens the add-filters dialog of a spot with the spot's attributes", async () => {
    const user = userEvent.setup();
    const { host } = renderPage('spotslist', { answer: answerSpots(), search: SEARCH });
    const table = await screen.findByRole('table', { name: 'Spots' });

    await user.click(within(table).getByRole('button', { name: 'Add filters from the spot of Acme Bank' }));

    expect(host.record.dialogs).toEqual([
      {
        kind: 'spot-filters',
        title: 'Acme Bank · Savings account',
        filters: [
          { group: 'advertisers', item: { id: 11, label: 'Acme Bank', value: '11' } },
          { group: 'products', item: { id: 21, label: 'Savings account', value: '21' } },
          { group: 'industries', item: { id: 5, label: 'Finance', value: '5' } },
          { group: 'publishers', item: { id: 31, label: 'diario.test', value: '31' } },
          { group: 'platforms', item: { id: 1, label: 'Desktop', value: '1' } },
          { group: 'formats', item: { id: 2, label: 'Standard ADs', value: '2' } },
          { group: 'categories', item: { id: 41, label: 'News', value: '41' } },
        ],
      },
    ]);
  });

  it("opens the more-info dialog of a grouped row's campaign", async () => {
    const user = userEvent.setup();
    const { host } = renderPage('spotslist', { answer: answerSpots(), search: SEARCH });
    await screen.findByRole('table', { name: 'Spots' });
    await user.click(screen.getByLabelText('Grouped'));
    const table = await screen.findByRole('table', { name: 'Campaigns' });

    await user.click(within(table).getByRole('button', { name: 'More info about the campaign of Grouped Co' }));

    expect(host.record.dialogs).toEqual([
      { kind: 'campaign-info', campaign: expect.objectContaining({ advertiser: 'Grouped Co', spots: 4321 }) },
    ]);
  });

  it("loads a spot's campaign over the applied search and opens its more-info dialog", async () => {
    const user = userEvent.setup();
    const record = campaignFixture({ id: 101, advertiser: 'Acme Bank', spots: 7 });
    const { host, http } = renderPage('spotslist', {
      answer: (request) => (request.path === '/v2/campaigns/101' ? record : answerSpots()(request)),
      search: SEARCH,
    });
    const table = await screen.findByRole('table', { name: 'Spots' });

    await user.click(within(table).getByRole('button', { name: 'More info about the campaign of Acme Bank' }));

    await waitFor(() => expect(host.record.dialogs).toEqual([{ kind: 'campaign-info', campaign: record }]));
    expect(requestsTo(http.requests, '/v2/campaigns')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v2/campaigns/101',
        body: [{ country: 'MX', since: '2024-06-01', until: '2024-06-16' }],
      }),
    ]);
  });

  it("says when a spot's campaign cannot be loaded", async () => {
    const user = userEvent.setup();
    const { host } = renderPage('spotslist', {
      answer: (request) => {
        if (request.path.startsWith('/v2/campaigns/'))
          throw new HttpError(404, 'This campaign has no spots in this search.');
        return answerSpots()(request);
      },
      search: SEARCH,
    });
    const table = await screen.findByRole('table', { name: 'Spots' });

    await user.click(within(table).getByRole('button', { name: 'More info about the campaign of Beta Motors' }));

    await waitFor(() =>
      expect(host.record.notifications).toEqual([
        {
          kind: 'error',
          message: 'The campaign details could not be loaded: This campaign has no spots in this search.',
        },
      ]),
    );
    expect(host.record.dialogs).toEqual([]);
  });

  it('offers the export menu of the Spots List, with investment exports pointing to Real-Time Spend', async () => {
    const user = userEvent.setup();
    renderPage('spotslist', { answer: answerSpots(), search: SEARCH });
    await screen.findByRole('table', { name: 'Spots' });

    await user.click(screen.getByRole('button', { name: /Export/ }));

    expect(await screen.findByRole('menuitem', { name: 'Real-Time Spend (Excel)' })).toHaveAccessibleDescription(
      'Select Real-Time Spend in the left menu first.',
    );
    expect(screen.getByRole('menuitem', { name: 'Campaign Details (Excel)' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('pages through the list', async () => {
    const user = userEvent.setup();
    const { http } = renderPage('spotslist', { answer: answerSpots(40), search: SEARCH });
    await screen.findByRole('table', { name: 'Spots' });

    expect(screen.getByText('40 results')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Last page'));

    await waitFor(() =>
      expect(requestsTo(http.requests, '/v2/spots').at(-1)).toMatchObject({ path: '/v2/spots/3/15' }),
    );
  });
});
