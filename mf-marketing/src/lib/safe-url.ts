// Links and images of the public area come from a records service and the spot API: data, not
// code. They are followed only when they are same-origin paths (docs/decisions.md#untrusted-content).
const PLACEHOLDER_ORIGIN = 'http://public.invalid';

/** The path when `url` is a same-origin path (`/api/v2/marketing/docs/1`), else null. */
export function sameOriginPath(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.includes('\\')) return null;
  try {
    const parsed = new URL(trimmed, PLACEHOLDER_ORIGIN);
    return parsed.origin === PLACEHOLDER_ORIGIN ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** The URL when it is an absolute https address (a configured external link), else null. */
export function httpsUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** An image source: a same-origin path or an https image; anything else shows no image. */
export function imageSource(url: string): string | null {
  return sameOriginPath(url) ?? httpsUrl(url);
}
