/**
 * The pinned manifest URL with its version segment swapped (`/1.0.0/` -> `/1.1.0/`): every
 * version of a remote is served side by side from the same place. null when the URL has no
 * segment equal to the pinned version (or is not a URL).
 */
export function manifestUrlForVersion(pinnedUrl: string, pinnedVersion: string, version: string): string | null {
  let url: URL;
  try {
    url = new URL(pinnedUrl);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/');
  const index = segments.lastIndexOf(pinnedVersion);
  if (index < 0) return null;
  segments[index] = version;
  url.pathname = segments.join('/');
  return url.href;
}
