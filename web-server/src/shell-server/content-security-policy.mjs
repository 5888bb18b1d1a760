// @ts-check
// The shell's Content-Security-Policy. Scripts come from the shell's own origin and the remote
// origins the environment file allows, never inline. antd's CSS-in-JS writes <style> elements at
// run time: they carry the page's nonce (read from <meta name="csp-nonce">), so styles need no
// 'unsafe-inline' either; only style *attributes* (React's and the charts' inline positions)
// are allowed inline, which CSP cannot tie to a nonce. A browser with a loopback override also
// gets that build's origin and its dev server's socket (overlay-origins.mjs); never 'unsafe-eval'.

import { overlaySources } from './overlay-origins.mjs';

/**
 * @param {{ nonce: string, remoteOrigins: readonly string[], overlayOrigins?: readonly string[] }} page
 * @returns {Record<string, string[]>}
 */
export function contentSecurityPolicyFor({ nonce, remoteOrigins: pinned, overlayOrigins = [] }) {
  const self = ["'self'"];
  const remoteOrigins = [...pinned, ...overlayOrigins];
  return {
    'default-src': self,
    'script-src': [...self, ...remoteOrigins],
    'style-src-elem': [...self, ...remoteOrigins, `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    // Manifests are fetched, the API is same-origin behind /api.
    'connect-src': [...self, ...pinned, ...overlaySources(overlayOrigins)],
    // Creatives are served by the API; remotes may ship their own images; charts export to blobs.
    'img-src': [...self, ...remoteOrigins, 'data:', 'blob:'],
    'font-src': [...self, ...remoteOrigins, 'data:'],
    'media-src': [...self, 'https:'],
    // Creative previews embed YouTube players.
    'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': self,
    'form-action': self,
    'frame-ancestors': ["'none'"],
  };
}

/** @param {Record<string, string[]>} directives */
export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
