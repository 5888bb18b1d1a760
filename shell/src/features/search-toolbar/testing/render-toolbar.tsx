import { Route, Routes } from 'react-router-dom';
import type { Language, SearchState, TokenClaims } from 'shared-contracts';
import { HostBridgeConnector } from '../../../app/host-bridge-connector';
import { createFakeAuthFetch } from '../../../testing/fake-auth-api';
import { fakeToken } from '../../../testing/fake-token';
import { createTestServices, renderWithShell } from '../../../testing/render-shell';
import type { SearchPage } from '../../search';
import { SearchToolbarSlot } from '../components/search-toolbar-slot';

/** An API answer for a path under /api: a body (status 200) or a function of the request URL. */
type FakeRoute = unknown | ((url: URL) => unknown);

export interface RenderToolbarOptions {
  page?: SearchPage;
  /** The address to open (default `/dashboard/<page>`), e.g. with a share link's query. */
  url?: string;
  claims?: Partial<TokenClaims>;
  /** Laid over the search the session starts with. */
  search?: Partial<SearchState>;
  /** Answers by path, e.g. `{ '/v2/list/industries': [...] }`. */
  routes?: Record<string, FakeRoute>;
  /** The suite's language (default en). */
  language?: Language;
}

function jsonAnswer(body: unknown): Response {
  return { ok: true, status: 200, statusText: 'OK', json: async () => body } as unknown as Response;
}

/**
 * The toolbar slot at a dashboard address inside the shell's providers, with a logged-in
 * session (the analyst's claims unless told), notifications on screen and a fake API.
 */
export async function renderToolbar({
  page = 'shareofvoice',
  url,
  claims,
  search,
  routes = {},
  language = 'en',
}: RenderToolbarOptions = {}) {
  const auth = createFakeAuthFetch({ refreshToken: fakeToken(claims) });
  const apiCalls: URL[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const requested = new URL(String(input), 'http://shell.test');
    const route = routes[requested.pathname.replace(/^\/api/, '')];
    if (route === undefined) return auth.fetchImpl(input, init);
    apiCalls.push(requested);
    return jsonAnswer(typeof route === 'function' ? (route as (url: URL) => unknown)(requested) : route);
  });
  const services = createTestServices({ fetchImpl: fetchImpl as unknown as typeof fetch, language });
  await services.sessionController.restore();
  if (search) services.search.setState(search);
  const view = renderWithShell(
    <>
      <HostBridgeConnector />
      <Routes>
        <Route path="/dashboard/*" element={<SearchToolbarSlot />} />
      </Routes>
    </>,
    { services, url: url ?? `/dashboard/${page}` },
  );
  return { ...view, apiCalls, search: () => services.search.getState() };
}
