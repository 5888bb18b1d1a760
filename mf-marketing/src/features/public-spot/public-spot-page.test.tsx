import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicSpot } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { createFakeApi, NOT_FOUND, SPOT } from '../../testing/fake-api';
import { renderMarketing } from '../../testing/render-marketing';

beforeEach(computeInlineStylesOnly);
afterEach(() => jest.restoreAllMocks());

const spotApi = (spot: PublicSpot) => createFakeApi({ [`GET /api/getspot/${spot.id}`]: { status: 200, body: spot } });

function fact(label: string, section = 'Spot details'): string | null {
  const details = screen.getByRole('table', { name: section });
  return within(details).getByRole('rowheader', { name: label }).nextElementSibling?.textContent ?? null;
}

describe('the public spot page', () => {
  it('shows the spot with its facts and steps through its screenshot and creativity, with no token', async () => {
    const user = userEvent.setup();
    // Even a logged-in visitor's page asks without the token.
    const host = createTestHost();
    const { api } = renderMarketing('/marketing/spot/1002', { host, api: spotApi(SPOT) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Banco Sol & Co · Cuenta Sol' })).toBeInTheDocument();
    expect(fact('Date')).toBe('2023-08-05');
    expect(fact('Platform')).toBe('Desktop');
    expect(fact('Category')).toBe('Noticias');
    expect(fact('Format')).toBe('Standard ADs');
    expect(fact('Industry')).toBe('Banca');
    expect(fact('pViewability')).toBe('55,00%');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url).toBe('/api/getspot/1002?lang=en');
    expect(api.requests[0]?.headers.authorization).toBeUndefined();

    expect(screen.getByRole('img', { name: 'Screenshot of the page where the creative was seen' })).toHaveAttribute(
      'src',
      SPOT.screenshot,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'Creativity' })).toHaveAttribute('src', SPOT.creativity);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(document.title).toBe('Spot 1002 · AdIntel');
  });

  it('steps by the titles too, and says so where an image does not load', async () => {
    const user = userEvent.setup();
    renderMarketing('/marketing/spot/1002', { api: spotApi(SPOT) });

    expect(await screen.findByRole('button', { name: 'Screenshot' })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Creativity' }));
    expect(screen.getByRole('button', { name: 'Creativity' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Screenshot' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status', { name: 'Step' })).toHaveTextContent('2 / 2');

    fireEvent.error(screen.getByRole('img', { name: 'Creativity' }));
    expect(screen.getByRole('img', { name: 'Creativity: Image not available' })).toBeInTheDocument();
  });

  it("plays a video spot's story natively", async () => {
    const video: PublicSpot = {
      ...SPOT,
      id: 3001,
      style: 'video',
      styleAttributes: { body: { media: [{ src: '/api/public/spots/3001/video.mp4', format: 'videoMP4' }] } },
    };
    const user = userEvent.setup();
    renderMarketing('/marketing/spot/3001', { api: spotApi(video) });

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Creativity')).toBeInstanceOf(HTMLVideoElement);
  });

  it('shows N/A when the viewability was not measured', async () => {
    renderMarketing('/marketing/spot/1003', { api: spotApi({ ...SPOT, id: 1003, pViewability: null }) });
    await screen.findByRole('heading', { level: 1 });
    expect(fact('pViewability')).toBe('N/A');
  });

  it('renders a facebook spot as the post its style describes, in one step', async () => {
    const facebook: PublicSpot = {
      ...SPOT,
      id: 2001,
      style: 'facebook',
      styleAttributes: { header: { text: 'Banco Sol' }, body: { text: 'Abrí tu cuenta', media: [] } },
    };
    renderMarketing('/marketing/spot/2001', { api: spotApi(facebook) });

    expect(await screen.findByRole('article', { name: 'Facebook post' })).toHaveTextContent('Abrí tu cuenta');
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('shows the no-data message for a spot the API does not know', async () => {
    const { api } = renderMarketing('/marketing/spot/999999', {
      api: createFakeApi({ 'GET /api/getspot/999999': NOT_FOUND }),
    });
    expect(await screen.findByText('No data available for this spot.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['/api/getspot/999999?lang=en']);
    expect(screen.getByRole('link', { name: 'Back to the reports' })).toHaveAttribute('href', '/marketing/report-list');
  });

  it('shows the no-data message when the API fails', async () => {
    const api = createFakeApi({ 'GET /api/getspot/1002': { status: 500, body: { error: 'Internal Server Error' } } });
    renderMarketing('/marketing/spot/1002', { api });
    expect(await screen.findByText('No data available for this spot.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the no-data message for an id that cannot name a spot, without asking', () => {
    const { api } = renderMarketing('/marketing/spot/abc', { api: createFakeApi() });
    expect(screen.getByText('No data available for this spot.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('speaks Spanish to a Spanish visitor', async () => {
    renderMarketing('/marketing/spot/1003', {
      host: createTestHost({ claims: null, language: 'es' }),
      api: spotApi({ ...SPOT, id: 1003, pViewability: null }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Banco Sol & Co · Cuenta Sol' })).toBeInTheDocument();
    expect(fact('Fecha', 'Datos del spot')).toBe('2023-08-05');
    expect(fact('Industria', 'Datos del spot')).toBe('Banca');
    expect(fact('pViewability', 'Datos del spot')).toBe('N/A');
    expect(document.title).toBe('Spot 1003 · AdIntel');
  });
});
