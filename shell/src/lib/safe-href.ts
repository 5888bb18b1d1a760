import { sameOriginPath, webUrl } from 'shared-contracts';

/** Where a link built from data may lead (docs/decisions.md#untrusted-content: every href built from data is checked). */
export type SafeHref = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * A same-origin path (followed with the router, no reload) or an http(s) URL (a new tab).
 * Anything else (javascript:, data:, a protocol-relative URL) is null: the link is not shown.
 */
export function classifySafeHref(href: string): SafeHref | null {
  const path = sameOriginPath(href);
  if (path !== null) return { kind: 'internal', path };
  const url = webUrl(href);
  return url ? { kind: 'external', url } : null;
}
