// @ts-check
// The environment file (`environments/<SUITE_ENV>.json`) is read again whenever it changes, so a
// new pin shows on the next page load without restarting the shell; the Content-Security-Policy
// takes its remote origins from the same read.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {object} LoadedEnvironment
 * @property {string} text          the file as it is served
 * @property {string[]} remoteOrigins  origins scripts, styles and manifests may come from
 * @property {boolean} production      production admits no loopback override
 * @property {string} name              the environment's name
 * @property {unknown} parsed           the file's content (the public pages' server build: server-rendered-pages.mjs)
 */

/** @param {unknown} environment */
function originsOf(environment) {
  /** @type {Set<string>} */
  const origins = new Set();
  if (environment === null || typeof environment !== 'object') return [];
  const record = /** @type {{ remotes?: unknown, allowedOrigins?: unknown }} */ (environment);
  if (Array.isArray(record.allowedOrigins)) {
    for (const origin of record.allowedOrigins) if (typeof origin === 'string') origins.add(new URL(origin).origin);
  }
  if (record.remotes && typeof record.remotes === 'object') {
    for (const remote of Object.values(record.remotes)) {
      const manifestUrl =
        remote && typeof remote === 'object'
          ? /** @type {{ manifestUrl?: unknown }} */ (remote).manifestUrl
          : undefined;
      if (typeof manifestUrl === 'string' && /^https?:\/\//.test(manifestUrl)) origins.add(new URL(manifestUrl).origin);
    }
  }
  return [...origins].sort();
}

/**
 * @param {{ environmentsDir: string, suiteEnv: string }} options
 */
export function createEnvironmentFile({ environmentsDir, suiteEnv }) {
  if (!/^[a-z0-9-]+$/i.test(suiteEnv)) throw new Error(`SUITE_ENV must be a plain name, got "${suiteEnv}"`);
  const file = path.join(environmentsDir, `${suiteEnv}.json`);
  /** @type {{ mtimeMs: number, size: number, loaded: LoadedEnvironment } | null} */
  let cached = null;

  /** @returns {Promise<LoadedEnvironment>} throws when the file is missing or not JSON */
  async function current() {
    const { mtimeMs, size } = await stat(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.loaded;
    const text = await readFile(file, 'utf8');
    const parsed = JSON.parse(text);
    const loaded = {
      text,
      remoteOrigins: originsOf(parsed),
      // Anything but an explicit `false` counts as production: the strict side.
      production: parsed?.production !== false,
      name: typeof parsed?.name === 'string' ? parsed.name : suiteEnv,
      parsed,
    };
    cached = { mtimeMs, size, loaded };
    return loaded;
  }

  return { file, current };
}
