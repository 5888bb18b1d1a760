import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type GalleryResponse, type HttpRequest } from 'shared-contracts';
import { campaignFixture, galleryResponse } from '../../testing/campaign-fixtures';
import { renderPage, requestsTo } from '../../testing/render-page';
import { galleryOrderStore } from './lib/gallery-order-store';
import { computeInlineStylesOnly } from 'shared-ui/testing';

// The gallery's first seen: the "First seen" field, the "New" tag, the sort and the filter.
const SEARCH = { countries: ['AR' as const], startDate: '2024-06-01', endDate: '2024-06-16' };

const CARDS = galleryResponse([
  campaignFixture({ id: 1, advertiser: 'Older Co', firstSeenDate: '2024-05-31' }),
  campaignFixture({ id: 2, advertiser: 'First Day Co', firstSeenDate: '2024-06-01' }),
  campaignFixture({ id: 3, advertiser: 'Last Day Co', firstSeenDate: '2024-06-16' }),
  campaignFixture({ id: 4, advertiser: 'Veteran Co', firstSeenDate: '2023-02-10' }),
]);

function answerGallery(answer: (request: HttpRequest) => GalleryResponse = () => CARDS) {
  return (request: HttpRequest) => {
    if (request.path.startsWith('/v2/gallery/')) return answer(request);
    throw new HttpError(404, `unexpected ${request.path}`);
  };
}

const lastGalleryRequest = (requests: readonly HttpRequest[]) => requestsTo(requests, '/v2/gallery').at(-1);

beforeEach(() => act(() => galleryOrderStore.setState({ sort: 'spots', newInPeriod: false })));
beforeEach(() => computeInlineStylesOnly());
afterEach(() => jest.restoreAllMocks());

describe('Campaigns: when a campaign was first seen', () => {
  it("tags a card 'New' only when its campaign was first seen within the search's period", async () => {
    renderPage('campaigns', { answer: answerGallery(), search: SEARCH });
    await screen.findByRole('article', { name: 'Older Co' });

    const tagged = (advertiser: string) =>
      within(screen.getByRole('article', { name: advertiser })).queryByText('New') !== null;
    expect(tagged('First Day Co')).toBe(true);
    expect(tagged('Last Day Co')).toBe(true);
    expect(tagged('Older Co')).toBe(false);
    expect(tagged('Veteran Co')).toBe(false);
    const veteran = screen.getByRole('article', { name: 'Veteran Co' });
    expect(within(veteran).getByText('First seen').closest('div')).toHaveTextContent('2023-02-10');
  });

  it('sorts the gallery by first seen, newest first, starting again on page 1', async () => {
    const user = userEvent.setup();
    const { http } = renderPage('campaigns', {
      answer: answerGallery(() => galleryResponse(CARDS.items, 40)),
      search: SEARCH,
    });
    await screen.findByRole('article', { name: 'Older Co' });
    await user.click(screen.getByLabelText('Next'));
    await waitFor(() => expect(lastGalleryRequest(http.requests)?.path).toBe('/v2/gallery/2/15'));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('First seen, newest first'));

    await waitFor(() =>
      expect(lastGalleryRequest(http.requests)).toMatchObject({
        path: '/v2/gallery/1/15',
        query: { unique: 0, lang: 'en', sort: 'firstSeen', newInPeriod: 0 },
      }),
    );
  });

  it("asks only the campaigns new in the period, and 'New in the period' stays to untick when none is", async () => {
    const user = userEvent.setup();
    const { http } = renderPage('campaigns', {
      answer: answerGallery((request) => (request.query?.newInPeriod === 1 ? galleryResponse([], 0) : CARDS)),
      search: SEARCH,
    });
    await screen.findByRole('article', { name: 'Older Co' });

    // Ticked from the keyboard.
    act(() => screen.getByRole('checkbox', { name: 'New in the period' }).focus());
    await user.keyboard(' ');

    expect(
      await screen.findByText('No information was found. Widen the period or change the filters.'),
    ).toBeInTheDocument();
    expect(lastGalleryRequest(http.requests)).toMatchObject({ path: '/v2/gallery/1/15', query: { newInPeriod: 1 } });

    await user.click(screen.getByRole('checkbox', { name: 'New in the period' }));
    expect(await screen.findByRole('article', { name: 'Older Co' })).toBeInTheDocument();
    expect(lastGalleryRequest(http.requests)).toMatchObject({ query: { newInPeriod: 0 } });
  });

  it('the creative preview says when the campaign was first seen, beside where and when it was last seen', async () => {
    const user = userEvent.setup();
    renderPage('campaigns', { answer: answerGallery(), search: SEARCH });
    const veteran = await screen.findByRole('article', { name: 'Veteran Co' });

    await user.click(within(veteran).getByLabelText('Preview the creative of Veteran Co'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('First seen').closest('div')).toHaveTextContent('2023-02-10');
    expect(within(dialog).getByText('Last seen').closest('div')).toHaveTextContent('diario.test · 2024-06-14');
  });

  it('speaks Spanish: "Visto por primera vez", "Nuevo", "Nuevos en el período"', async () => {
    renderPage('campaigns', { answer: answerGallery(), search: SEARCH, language: 'es' });
    const firstDay = await screen.findByRole('article', { name: 'First Day Co' });

    expect(within(firstDay).getByText('Nuevo')).toBeInTheDocument();
    expect(within(firstDay).getByText('Visto por primera vez').closest('div')).toHaveTextContent('2024-06-01');
    expect(screen.getByRole('checkbox', { name: 'Nuevos en el período' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeInTheDocument();
  });
});
