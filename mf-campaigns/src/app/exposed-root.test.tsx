import { screen } from '@testing-library/react';
import { HttpError, type HttpRequest } from 'shared-contracts';
import { campaignFixture, galleryResponse, spotFixture, spotsResponse } from '../testing/campaign-fixtures';
import { renderPage } from '../testing/render-page';
import CampaignsRoot from './exposed-root';

function answer(request: HttpRequest) {
  if (request.path.startsWith('/v2/gallery/')) return galleryResponse([campaignFixture()]);
  if (request.path.startsWith('/v2/spots/')) return spotsResponse([spotFixture()]);
  if (request.path === '/v2/data-as-of') return [{ country: 'AR', dataAsOf: '2026-11-22' }];
  throw new HttpError(404, `unexpected ${request.path}`);
}

describe('mf-campaigns exposed root', () => {
  it('shows the Campaigns gallery for page "campaigns"', async () => {
    const { http } = renderPage('campaigns', { answer });

    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Acme Bank' })).toBeInTheDocument();
    expect(await screen.findByText('Data as of 2026-11-22 (GMT-3)')).toBeInTheDocument();
    expect(http.requests.map((request) => request.path).sort()).toEqual(['/v2/data-as-of', '/v2/gallery/1/15']);
  });

  it('shows the Spots List for page "spotslist"', async () => {
    const { http } = renderPage('spotslist', { answer });

    expect(screen.getByRole('heading', { level: 1, name: 'Spots List' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Spots' })).toBeInTheDocument();
    expect(await screen.findByText('Data as of 2026-11-22 (GMT-3)')).toBeInTheDocument();
    expect(http.requests.map((request) => request.path).sort()).toEqual(['/v2/data-as-of', '/v2/spots/1/15']);
  });

  it('titles both pages in Spanish', () => {
    const { rerender, host } = renderPage('campaigns', { answer, language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Campañas' })).toBeInTheDocument();

    rerender(<CampaignsRoot host={host} page="spotslist" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de spots' })).toBeInTheDocument();
  });
});
