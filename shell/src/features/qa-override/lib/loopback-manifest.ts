/** Hosts that name this machine: a loopback override loads a build the engineer runs here. */
// Not [::1]: the shell server's Content-Security-Policy cannot name an IPv6 address.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

const BARE_PORT = /^\d{2,5}$/;

/**
 * The manifest URL a loopback override names, normalised, or null when the value is not one.
 * `4001` is short for `http://localhost:4001/mf-manifest.json` (a remote's dev server). Only
 * plain http on a loopback host, a path ending in `mf-manifest.json`, nothing else in the URL:
 * an override must never point a page at another machine. web-server's shell server reads the
 * same syntax (overlay-origins.mjs) to admit the origin in the page's Content-Security-Policy.
 */
export function loopbackManifestUrl(value: string): string | null {
  const text = BARE_PORT.test(value) ? `http://localhost:${value}/mf-manifest.json` : value;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const plain = !url.username && !url.password && !url.search && !url.hash;
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname) || !plain) return null;
  return url.pathname.endsWith('/mf-manifest.json') ? url.href : null;
}

/** Whether an override's value is a loopback manifest URL rather than a pinned version. */
export function isLoopbackOverride(value: string): boolean {
  return loopbackManifestUrl(value) === value;
}
