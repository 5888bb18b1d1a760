// @ts-check
// The public pages' content in their first HTML (issue 56): this server draws them with the
// server build of the mf-marketing version the environment file pins, fetched from beside that
// version's manifest and imported once per version. A new pin draws with the new version on the
// next request, with no rebuild or restart of the shell. Whatever goes wrong (no server build, a
// slow API, an error while drawing) leaves the page as the browser draws it, and is logged.
//
// The server build runs in this process: it is the same code the environment already has every
// visitor's browser run, taken from the origin the environment file names for it, never from a
// browser's override.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** shared-contracts/src/server-render.ts: SERVER_BUILD_FILE. */
const SERVER_BUILD_FILE = 'server/render-page.mjs';
const REMOTE = 'mf-marketing';
const DOWNLOAD_TIME_LIMIT_MS = 15_000;
const RENDER_TIME_LIMIT_MS = 3_000;
/** How often a version's file is checked again (a version rebuilt in place, on a developer's machine). */
const REVALIDATE_MS = 5_000;
const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * @typedef {{ status: number, markup: string }} RenderedPage
 * @typedef {{ renderPage(request: object): Promise<unknown> }} ServerBuild
 * @typedef {{ build: ServerBuild | null, etag: string | null, checkedAt: number, failure: unknown }} KnownBuild
 */

/**
 * The server build's address for the environment's pin of mf-marketing, or null.
 * @param {unknown} environment  the parsed environment file
 */
function serverBuildUrlOf(environment) {
  const remotes = /** @type {{ remotes?: Record<string, { manifestUrl?: unknown }> }} */ (environment ?? {}).remotes;
  const manifestUrl = remotes?.[REMOTE]?.manifestUrl;
  if (typeof manifestUrl !== 'string' || !/^https?:\/\//.test(manifestUrl)) return null;
  return new URL(SERVER_BUILD_FILE, manifestUrl).href;
}

/** @param {unknown} value @returns {value is RenderedPage} */
function isRenderedPage(value) {
  const page = /** @type {Partial<RenderedPage>} */ (value ?? {});
  return Number.isInteger(page.status) && typeof page.markup === 'string';
}

/**
 * @param {{ apiUrl: string, log: import('fastify').FastifyBaseLogger, cacheDir?: string, now?: () => number,
 *   renderTimeLimitMs?: number }} options
 */
export function createServerRenderedPages({
  apiUrl,
  log,
  cacheDir = path.join(os.tmpdir(), 'adintel-server-builds'),
  now = Date.now,
  renderTimeLimitMs = RENDER_TIME_LIMIT_MS,
}) {
  /** @type {Map<string, KnownBuild>} by address */
  const known = new Map();
  /** @type {Map<string, Promise<KnownBuild>>} */
  const checking = new Map();

  /** A file per content: a version rebuilt in place is imported anew, an unchanged one never twice. @param {string} text */
  async function importBuild(text) {
    const file = path.join(cacheDir, `${createHash('sha256').update(text).digest('hex').slice(0, 32)}.mjs`);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, text);
    const build = await import(pathToFileURL(file).href);
    if (typeof build?.renderPage !== 'function') throw new Error('it exports no renderPage');
    return /** @type {ServerBuild} */ (build);
  }

  /** @param {string} url @param {KnownBuild | undefined} held */
  async function check(url, held) {
    try {
      const response = await fetch(url, {
        headers: held?.etag ? { 'if-none-match': held.etag } : {},
        signal: AbortSignal.timeout(DOWNLOAD_TIME_LIMIT_MS),
      });
      if (response.status === 304 && held?.build) return { ...held, checkedAt: now() };
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      const build = await importBuild(await response.text());
      return { build, etag: response.headers.get('etag'), checkedAt: now(), failure: null };
    } catch (failure) {
      if (held?.build) return { ...held, checkedAt: now() };
      return { build: null, etag: null, checkedAt: now(), failure };
    }
  }

  /** @param {string} url */
  async function buildAt(url) {
    const held = known.get(url);
    const waitMs = held?.build ? REVALIDATE_MS : RETRY_AFTER_FAILURE_MS;
    if (held && now() - held.checkedAt < waitMs) return held.build;
    let pending = checking.get(url);
    if (!pending) {
      pending = check(url, held).then((result) => {
        if (result.failure && !held) log.warn({ err: result.failure }, `no server build of ${REMOTE} at ${url}`);
        known.set(url, result);
        checking.delete(url);
        return result;
      });
      checking.set(url, pending);
    }
    return (await pending).build;
  }

  /**
   * A public page's markup for its first HTML, or null when it is left to the browser.
   * @param {{ environment: { parsed: unknown, name: string, production: boolean }, url: string, language: string }} request
   * @returns {Promise<RenderedPage | null>}
   */
  async function render({ environment, url, language }) {
    const buildUrl = serverBuildUrlOf(environment.parsed);
    if (!buildUrl) return null;
    const build = await buildAt(buildUrl);
    if (!build) return null;
    const external = /** @type {{ external?: object }} */ (environment.parsed ?? {}).external ?? {};
    const stop = new AbortController();
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    // The page goes out in time even when the build ignores the signal.
    const timeUp = new Promise((_resolve, reject) => {
      timer = setTimeout(() => {
        stop.abort();
        reject(new Error(`not drawn within ${renderTimeLimitMs} ms`));
      }, renderTimeLimitMs);
    });
    try {
      const drawing = build.renderPage({
        url,
        language,
        apiBase: `${apiUrl}/api`,
        config: { name: environment.name, production: environment.production, external },
        signal: stop.signal,
      });
      const page = await Promise.race([drawing, timeUp]);
      if (page === null) return null;
      if (!isRenderedPage(page)) throw new Error('renderPage answered something other than { status, markup }');
      return page;
    } catch (error) {
      log.error({ err: error, url }, `${REMOTE} could not draw ${url} on the server`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return { render };
}
