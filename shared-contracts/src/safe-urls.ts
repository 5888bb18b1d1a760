// URLs that come from data (API answers, records, spot pages, export links) are followed, sent a
// token or shown only when they pass these guards (docs/decisions.md#untrusted-content). Every
// package checks with these, so the rule is the same everywhere.

/** Resolves nothing of the page: only tells a same-origin path from one that leaves. */
const PLACEHOLDER_ORIGIN = 'http://suite.invalid';

/** Whether `url`, absolute or relative to `origin`, stays on `origin`. */
export function isSameOriginUrl(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The path, query and hash when `href` is a same-origin path such as `/api/v2/marketing/docs/1`;
 * null for anything else: an absolute or protocol-relative URL, a backslash trick, `javascript:`.
 */
export function sameOriginPath(href: string): string | null {
  const trimmed = href.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.includes('\\')) return null;
  try {
    const parsed = new URL(trimmed, PLACEHOLDER_ORIGIN);
    return parsed.origin === PLACEHOLDER_ORIGIN ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** The URL when `href` is an absolute web address (http or https; https only with `httpsOnly`), else null. */
export function webUrl(href: string | undefined, { httpsOnly = false }: { httpsOnly?: boolean } = {}): string | null {
  if (!href) return null;
  try {
    const parsed = new URL(href.trim());
    const allowed = httpsOnly
      ? parsed.protocol === 'https:'
      : parsed.protocol === 'https:' || parsed.protocol === 'http:';
    return allowed ? parsed.href : null;
  } catch {
    return null;
  }
}
