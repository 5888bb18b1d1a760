/** Where a link built from data may lead (docs/decisions.md#untrusted-content: every href built from data is checked). */
export type SafeHref = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * A same-origin path (followed with the router, no reload) or an http(s) URL (a new tab).
 * Anything else (javascript:, data:, a protocol-relative URL) is null: the link is not shown.
 */
export function classifySafeHref(href: string, origin: string = window.location.origin): SafeHref | null {
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) {
    try {
      const url = new URL(href, origin);
      if (url.origin === origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
    } catch {
      return null;
    }
    return null;
  }
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', url: url.href } : null;
  } catch {
    return null;
  }
}
