// @ts-check
// The shell as production serves it: the built files (content-hashed chunks cached a year,
// index.html revalidated), index.html for every route of the single-page app with its
// Content-Security-Policy, /env.json from the environment file, and /api proxied to the API so
// the API stays same-origin (no CORS, the refresh cookie first-party).
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import path from 'node:path';
import {
  createHardenedServer,
  registerCompression,
  registerStaticFolder,
  replyNotFound,
  REVALIDATE,
} from '../static-site.mjs';
import { contentSecurityPolicyFor, serializePolicy } from './content-security-policy.mjs';
import { createEnvironmentFile } from './environment-file.mjs';
import { createIndexPage } from './index-page.mjs';
import { languageFor, publicHeadTags, publicPageOf } from './public-head.mjs';
import { publicSpotFacts } from './public-spot-facts.mjs';
import { createReportCountries } from './report-countries.mjs';
import { robotsTxt, sitemapXml } from './robots-sitemap.mjs';
import { createServerRenderedPages } from './server-rendered-pages.mjs';
import { OVERLAY_COOKIE, OVERRIDE_PARAM, overlayOriginsOf } from './overlay-origins.mjs';

/**
 * The app's routes (/login, /dashboard/shareofvoice/42, /public/spot/AB12): plain segments, no
 * extension, no percent-encoding, no dot-segments. Anything else that is not a file is a 404, so
 * an encoded traversal attempt never gets the page back.
 */
const APP_ROUTE = /^(\/[A-Za-z0-9_~-][A-Za-z0-9_~-]*)*\/?$/;

export const API_NOT_ANSWERING = 'The API is not answering right now. Try again in a moment.';

/**
 * @typedef {object} ShellServerOptions
 * @property {string} distDir          the shell's build (dist/)
 * @property {string} environmentsDir  folder of <env>.json files
 * @property {string} suiteEnv         which one this shell serves
 * @property {string} apiUrl           where /api goes
 * @property {number} [requestTimeoutMs]
 * @property {boolean} [logRequests]
 * @property {number} [serverRenderTimeLimitMs]  how long a public page may take to draw here
 */

/** @param {ShellServerOptions} options */
export async function createShellServer({
  distDir,
  environmentsDir,
  suiteEnv,
  apiUrl,
  requestTimeoutMs,
  logRequests,
  serverRenderTimeLimitMs,
}) {
  const environment = createEnvironmentFile({ environmentsDir, suiteEnv });
  const indexPage = createIndexPage({ distDir: path.resolve(distDir) });
  const reportCountries = createReportCountries(apiUrl);
  const app = createHardenedServer({ requestTimeoutMs, logRequests });
  const serverRenderedPages = createServerRenderedPages({
    apiUrl,
    log: app.log,
    ...(serverRenderTimeLimitMs ? { renderTimeLimitMs: serverRenderTimeLimitMs } : {}),
  });

  // Before compression: ETags are computed on the plain text, then the 304 needs no body at all.
  await app.register(etag);
  await app.register(cookie);
  await registerCompression(app);

  // The API answers for itself (its docs page has its own policy): proxied outside the helmet.
  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      // The API throttles failed logins per client address: it must see the browser's, not ours.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
      }),
      // The API down or restarting is the gateway's failure, not ours: a 503 (504 on a timeout)
      // that says what to do, where reply-from would answer a bare 500 for a refused connection.
      onError: (reply, { error }) => {
        const status = 'statusCode' in error && error.statusCode === 504 ? 504 : 503;
        reply.log.warn({ err: error }, 'the API did not answer');
        return reply
          .code(status)
          .header('Retry-After', '5')
          .header('Cache-Control', 'no-store')
          .send({ error: API_NOT_ANSWERING });
      },
    },
  });

  await app.register(async (site) => {
    await site.register(helmet, {
      // Set per page below, with the nonce and the environment's origins.
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Remote scripts come from other origins: they are fetched with CORS, not embedded.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });

    site.get('/env.json', async (_request, reply) => {
      try {
        const { text } = await environment.current();
        return reply.type('application/json; charset=utf-8').header('Cache-Control', REVALIDATE).send(text);
      } catch (error) {
        site.log.error({ err: error }, `environments/${suiteEnv}.json could not be read`);
        return reply
          .code(500)
          .header('Cache-Control', 'no-store')
          .send({ error: `The environment ${suiteEnv} could not be read` });
      }
    });

    /** ?lang= is what the hreflang alternates name; otherwise the crawler's Accept-Language. @param {import('fastify').FastifyRequest} request */
    function languageOf(request) {
      const asked = /** @type {Record<string, unknown>} */ (request.query ?? {}).lang;
      return asked === 'es' || asked === 'en' || asked === 'pt'
        ? asked
        : languageFor(request.headers['accept-language']);
    }

    /** @param {import('fastify').FastifyRequest} request @param {string} pathname @param {'es' | 'en' | 'pt'} lang */
    async function publicHeadOf(request, pathname, lang) {
      const page = publicPageOf(pathname);
      if (!page) return undefined;
      const spot = page.kind === 'spot' ? await publicSpotFacts(apiUrl, page.id, lang) : null;
      return publicHeadTags({ page, lang, origin: `${request.protocol}://${request.host}`, pathname, spot });
    }

    /** The public area's pages are drawn here too; the rest of the app in the browser only. */
    const isPublicArea = (/** @type {string} */ pathname) => pathname.startsWith('/marketing/');

    site.get('/robots.txt', async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', REVALIDATE)
        .send(robotsTxt(`${request.protocol}://${request.host}`)),
    );
    site.get('/sitemap.xml', async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', REVALIDATE)
        .send(sitemapXml(`${request.protocol}://${request.host}`, await reportCountries.current())),
    );

    /** @type {import('fastify').RouteHandlerMethod} */
    async function sendIndexPage(request, reply) {
      const loaded = await environment.current().catch(() => null);
      const { remoteOrigins, production } = loaded ?? { remoteOrigins: [], production: true };
      const query = /** @type {Record<string, unknown>} */ (request.query ?? {});
      const overlayOrigins = overlayOriginsOf({
        param: query[OVERRIDE_PARAM],
        cookie: request.cookies[OVERLAY_COOKIE],
        production,
      });
      const pathname = request.url.split('?')[0] ?? '/';
      const lang = languageOf(request);
      const [head, serverPage] = await Promise.all([
        publicHeadOf(request, pathname, lang),
        loaded && isPublicArea(pathname)
          ? serverRenderedPages.render({ environment: loaded, url: request.url, language: lang })
          : null,
      ]);
      const page = await indexPage.render(request.headers['if-none-match'], head, serverPage?.markup);
      return (
        reply
          .code(serverPage?.status ?? 200)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', REVALIDATE)
          .header('ETag', page.etag)
          .header(
            'Content-Security-Policy',
            serializePolicy(contentSecurityPolicyFor({ nonce: page.nonce, remoteOrigins, overlayOrigins })),
          )
          // The policy depends on the overlay cookie, a public page's tags on the language: a cache
          // must not hand one browser's to another.
          .header('Vary', head || serverPage ? 'Cookie, Accept-Language' : 'Cookie')
          .send(page.html)
      );
    }

    site.get('/', sendIndexPage);
    site.get('/index.html', sendIndexPage);
    await registerStaticFolder(site, { root: path.resolve(distDir) });

    // A missing file is a 404; a GET of a path shaped like the app's routes is the app.
    site.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if ((request.method === 'GET' || request.method === 'HEAD') && APP_ROUTE.test(pathname)) {
        return sendIndexPage.call(site, request, reply);
      }
      return replyNotFound(request, reply);
    });
  });
  return app;
}
