import { DEFAULT_PAGE_SIZE } from 'shared-contracts';
import { ANALYST_CLAIMS, createTestHost } from 'shared-contracts/testing';
import { createStandaloneHandle, type StandaloneHandle } from 'shared-ui/standalone';
import type { StandaloneParams } from './standalone-params';

function pagination(limit: number | null) {
  return { requestedPageNumber: 1, requestedResults: limit ?? DEFAULT_PAGE_SIZE };
}

/**
 * The standalone dev host: against the real API (signed in as the demo analyst), or with
 * `?fixture=N` against a generated gallery and no API. `?limit=` sets the results per page.
 */
export async function createCampaignsHandle(params: StandaloneParams): Promise<StandaloneHandle> {
  if (params.fixtureCards) {
    // Loaded only in fixture mode, so the normal standalone bundle does not carry it.
    const { createFixtureGalleryHttp } = await import('./fixture-gallery');
    const host = createTestHost({
      http: createFixtureGalleryHttp(params.fixtureCards, params.imageBase),
      claims: ANALYST_CLAIMS,
      search: { paginationParameters: pagination(params.limit) },
    });
    return { host, signIn: async () => '' };
  }
  const handle = createStandaloneHandle();
  return {
    host: handle.host,
    async signIn() {
      const token = await handle.signIn();
      // Signing in resets the search to the default; the page size asked for goes on top.
      handle.host.search.setState({ paginationParameters: pagination(params.limit) });
      return token;
    },
  };
}
