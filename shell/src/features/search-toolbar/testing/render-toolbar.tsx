import { http, HttpResponse, type JsonBodyType } from 'msw';
import { Link, Route, Routes } from 'shared-router';
import type { Language, SearchState, TokenClaims } from 'shared-contracts';
import { HostBridgeConnector } from '../../../app/host-bridge-connector';
import { apiServer } from '../../../testing/api-server';
import { createFakeAuthApi } from '../../../testing/fake-auth-api';
import { fakeToken } from '../../../testing/fake-token';
import { createTestServices, renderWithShell } from '../../../testing/render-shell';
import type { SearchPage } from '../../search';
import { SearchToolbarSlot } from '../components/search-toolbar-slot';

/** An API answer for a path under /api: a body (status 200) or a function of the request URL. */
type FakeRoute = JsonBodyType | ((url: URL) => JsonBodyType);

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
  /** Links drawn beside the toolbar, to move to another page as the sidebar does. */
  links?: readonly string[];
}

/**
 * The toolbar slot at a dashboard address inside the shell's providers, with a logged-in
 * session (the analyst's claims unless told), notifications on screen and the test API server
 * answering `routes` (`apiCalls` records their requests).
 */
export async function renderToolbar({
  page = 'shareofvoice',
  url,
  claims,
  search,
  routes = {},
  language = 'en',
  links = [],
}: RenderToolbarOptions = {}) {
  createFakeAuthApi({ refreshToken: fakeToken(claims) });
  const apiCalls: URL[] = [];
  apiServer.use(
    ...Object.entries(routes).map(([path, route]) =>
      http.all(`/api${path}`, ({ request }) => {
        const requested = new URL(request.url);
        apiCalls.push(requested);
        return HttpResponse.json(typeof route === 'function' ? route(requested) : route);
      }),
    ),
  );
  const services = createTestServices({ language });
  await services.sessionController.restore();
  if (search) services.search.setState(search);
  const view = renderWithShell(
    <>
      <HostBridgeConnector />
      {links.map((to) => (
        <Link key={to} to={to}>
          {to}
        </Link>
      ))}
      <Routes>
        <Route path="/dashboard/*" element={<SearchToolbarSlot />} />
      </Routes>
    </>,
    { services, url: url ?? `/dashboard/${page}` },
  );
  return { ...view, apiCalls, search: () => services.search.getState() };
}
