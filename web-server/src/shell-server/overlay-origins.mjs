// @ts-check
// A loopback override (`?remote-override=mf-sov@http://localhost:4001/mf-manifest.json`, or the
// `suite-overlay` cookie the shell sets while one is active) points one browser's page at a build
// on the engineer's machine. Outside production the page's Content-Security-Policy admits those
// origins, and their dev servers' sockets, for that browser only; production admits none. The
// syntax is the shell's (shell/src/features/qa-override/lib/loopback-manifest.ts).

/** The shell's cookie and URL parameter. */
export const OVERLAY_COOKIE = 'suite-overlay';
export const OVERRIDE_PARAM = 'remote-override';

// Not [::1]: a Content-Security-Policy source cannot name an IPv6 address.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);
const BARE_PORT = /^\d{2,5}$/;
// Six remotes today; a longer value is not an override.
const MAX_ENTRIES = 16;

/**
 * The loopback origin one override entry (`mf-sov@…`) names, or null.
 * @param {string} entry
 */
function loopbackOriginOf(entry) {
  const at = entry.indexOf('@');
  if (at < 0) return null;
  const target = entry.slice(at + 1).trim();
  let url;
  try {
    url = new URL(BARE_PORT.test(target) ? `http://localhost:${target}/mf-manifest.json` : target);
  } catch {
    return null;
  }
  const plain = !url.username && !url.password && !url.search && !url.hash;
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname) || !plain) return null;
  return url.pathname.endsWith('/mf-manifest.json') ? url.origin : null;
}

/**
 * The loopback origins this answer's page may load from: the URL parameter's when the address
 * has one (`clear` drops them all), else the cookie's.
 * @param {{ param: unknown, cookie: string | undefined, production: boolean }} request
 * @returns {string[]}
 */
export function overlayOriginsOf({ param, cookie, production }) {
  if (production) return [];
  const value = typeof param === 'string' ? param : (cookie ?? '');
  const origins = value
    .split(',')
    .slice(0, MAX_ENTRIES)
    .map(loopbackOriginOf)
    .filter((origin) => origin !== null);
  return [...new Set(origins)].sort();
}

/**
 * What the policy adds for each loopback origin: the origin, and its dev server's socket (hot
 * updates and the error overlay) on the same port under each loopback name, since the dev
 * server names itself by the host it listens on, whatever name the override used.
 * @param {readonly string[]} origins
 */
export function overlaySources(origins) {
  return origins.flatMap((origin) => {
    const { port } = new URL(origin);
    return [origin, ...[...LOOPBACK_HOSTS].map((host) => `ws://${host}:${port}`)];
  });
}
