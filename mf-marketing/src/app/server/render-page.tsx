// The public pages drawn on the shell's server (issue 56: a search engine or a link preview reads
// the page's content in its first HTML). Built as `<version>/server/render-page.mjs` beside the
// remote's manifest (webpack.config.cjs): the shell's server imports the pinned version's, so a
// new pin changes what the pages render without touching the shell.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { DEFAULT_LANGUAGE, HttpError, SUPPORTED_LANGUAGES } from 'shared-contracts';
import { CONTRACT_VERSION } from 'shared-contracts/contract-version';
import {
  SERVER_PAGE_ID,
  SERVER_STATE_ID,
  type ServerRenderedPage,
  type ServerRenderRequest,
} from 'shared-contracts/server-render';
import { MemoryRouter } from 'shared-router';
import MarketingRoot from '../exposed-root';
import { HostProvider } from '../host-context';
import { MarketingLook } from '../layout/marketing-look';
import { matchMarketingRoute, type AskFirst } from '../marketing-routes';
import { createPublicHttpClient } from '../../lib/public-http';
import { PublicHttpProvider } from '../../lib/public-http-context';
import { createServerHost } from './server-host';

export const contractVersion = CONTRACT_VERSION;

/** Within a <script>: no `</script>` or `<!--` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function failedWith(client: QueryClient, status: number): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some(({ state }) => state.error instanceof HttpError && state.error.status === status);
}

function failedOtherwise(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some(({ state }) => state.error && !(state.error instanceof HttpError && state.error.status === 404));
}

/**
 * The extracted styles without antd's record of them: read by the browser's antd, it would take
 * the copy's styles for its own and inject none, and the post would lose them with the copy.
 */
function withoutCachePaths(css: string): string {
  return css.replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/g, '');
}

/**
 * One public page's markup for its first HTML, and the answers it was drawn with for the page in
 * the browser to start from; null for a page drawn in the browser only (the unsubscribe page), or
 * when the API failed (the browser's page then asks again and says what went wrong).
 */
export async function renderPage({
  url,
  language,
  apiBase,
  config,
  signal,
}: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  const { pathname } = new URL(url, 'http://server.invalid');
  const matched = matchMarketingRoute(pathname);
  if (matched && !matched.route.serverQueries) return null;

  const http = createPublicHttpClient(undefined, apiBase);
  // A query that failed (a missing spot) is drawn as failed, not as a query about to be asked again.
  const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  // No retry on the server: a failed answer leaves the page to the browser, which asks again.
  const ask: AskFirst = (options) => client.prefetchQuery({ ...options, retry: false });
  const asked = matched?.route.serverQueries?.(matched.params, ask, http, language) ?? 'not-found';
  if (asked !== 'not-found') await asked;
  if (failedOtherwise(client) || signal.aborted) return null;

  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const host = createServerHost({ i18n, http, config });
  // antd's styles for what the page draws with it (a post, a carousel): the browser's page,
  // which takes the copy's place, injects its own.
  const antdStyles = createCache();
  // React waits for the page's code and words (lazy pages, translations) before it answers.
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[url]}>
      <StyleProvider cache={antdStyles}>
        <QueryClientProvider client={client}>
          <PublicHttpProvider value={http}>
            {/* The controls' sheet, which the shell's page draws on every page. */}
            <HostProvider host={host}>
              <MarketingLook sheet="controls" />
            </HostProvider>
            <MarketingRoot host={host} page="home" />
          </PublicHttpProvider>
        </QueryClientProvider>
      </StyleProvider>
    </MemoryRouter>,
    // Every boundary inline, complete: no script of React's own in the page (the page's policy
    // runs only the shell's files), and nothing left for it to reveal.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  // A bare <style>: the shell's server gives it the page's nonce.
  const antdCss = withoutCachePaths(extractStyle(antdStyles, { plain: true }));
  const styles = antdCss ? `<style>${antdCss.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  const notFound = asked === 'not-found' || failedWith(client, 404);
  return {
    status: notFound ? 404 : 200,
    markup:
      `<div id="${SERVER_PAGE_ID}">${styles}${html}</div>` +
      `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(dehydrate(client))}</script>`,
  };
}
