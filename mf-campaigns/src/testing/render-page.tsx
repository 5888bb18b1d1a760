import type { HttpRequest, PageId, SearchState, TokenClaims } from 'shared-contracts';
import { createTestHost, fixtureHttp } from 'shared-contracts/testing';
import { renderWithHost } from 'shared-ui/testing';
import CampaignsRoot from '../app/exposed-root';

export interface RenderPageOptions {
  /** Answers the page's API calls (throw an HttpError to fail one). */
  answer: (request: HttpRequest) => unknown;
  search?: Partial<SearchState>;
  claims?: TokenClaims | null;
  language?: string;
}

/** Renders the remote's page as the shell would, against a fixture API. */
export function renderPage(page: PageId, { answer, search, claims, language }: RenderPageOptions) {
  const http = fixtureHttp(answer);
  const host = createTestHost({ http, search, claims, language });
  const result = renderWithHost(<CampaignsRoot host={host} page={page} />, { host });
  return { ...result, http };
}

/** The requests made to `path` (a prefix), in order. */
export function requestsTo(requests: readonly HttpRequest[], path: string): HttpRequest[] {
  return requests.filter((request) => request.path.startsWith(path));
}
