import { sameOriginPath, webUrl } from 'shared-contracts';

// Links and images of the public area come from a records service and the spot API: data, not
// code. They are followed only when they are same-origin paths (docs/decisions.md#untrusted-content).
export { sameOriginPath };

/** The URL when it is an absolute https address (a configured external link), else null. */
export function httpsUrl(url: string | undefined): string | null {
  return webUrl(url, { httpsOnly: true });
}

/** An image source: a same-origin path or an https image; anything else shows no image. */
export function imageSource(url: string): string | null {
  return sameOriginPath(url) ?? httpsUrl(url);
}
