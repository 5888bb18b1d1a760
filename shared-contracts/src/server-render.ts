// A public page rendered on the shell's server from the pinned remote's server build (issue 56:
// a search engine or a link preview reads the page's content in its first HTML). The server puts
// the remote's markup in #server-page and hides #root; the remote's page, once it commits in the
// browser, takes the visitor's place over with showClientPage(). This file imports only types:
// the remote's server build and the shell's page both run it.
import type { HostConfig } from './host-api';
import type { Language } from './languages';

/** The element holding the server's markup until the page in #root has committed. */
export const SERVER_PAGE_ID = 'server-page';
/** A <script type="application/json"> with the queries the server answered (TanStack Query's dehydrated cache). */
export const SERVER_STATE_ID = 'server-page-state';

export interface ServerRenderRequest {
  /** The page's path and query, as the browser asked for it (/marketing/spot/1002?lang=en). */
  url: string;
  language: Language;
  /** The API's absolute base, `/api` included: the server calls it directly. */
  apiBase: string;
  config: HostConfig;
  /** Aborted when the shell's server stops waiting: the page is then sent without the markup. */
  signal: AbortSignal;
}

export interface ServerRenderedPage {
  /** 200, or 404 when the page names nothing (an unknown spot, country or route). */
  status: number;
  /** #server-page with the page inside, and the #server-page-state script: goes before #root. */
  markup: string;
}

/** What a remote's server build (`<version>/server/render-page.mjs`) exports. */
export interface ServerRenderModule {
  contractVersion: string;
  /** null when the URL is not one of the remote's pages. */
  renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null>;
}

/** The remote's server build beside its manifest: `…/1.4.0/mf-manifest.json` → `…/1.4.0/server/render-page.mjs`. */
export const SERVER_BUILD_FILE = 'server/render-page.mjs';
