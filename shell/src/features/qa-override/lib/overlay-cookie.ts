import { isLoopbackOverride } from './loopback-manifest';
import type { RemoteOverrides } from './remote-overrides';

/**
 * The cookie that carries this browser's loopback overrides to the shell's server, which admits
 * their origins (and their dev servers' sockets) in the page's Content-Security-Policy while it
 * is set (web-server/src/shell-server/overlay-origins.mjs reads it). Same syntax as the URL
 * parameter. Lax: a link to the page from a chat or a ticket still carries it.
 */
const OVERLAY_COOKIE = 'suite-overlay';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** Sets the cookie to the loopback overrides among `overrides`, or removes it when there are none. */
export function writeOverlayCookie(overrides: RemoteOverrides, target: Pick<Document, 'cookie'> = document): void {
  const overlays = Object.entries(overrides).flatMap(([remote, value]) =>
    value && isLoopbackOverride(value) ? [`${remote}@${value}`] : [],
  );
  const value = encodeURIComponent(overlays.join(','));
  const maxAge = overlays.length > 0 ? THIRTY_DAYS_S : 0;
  target.cookie = `${OVERLAY_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAge}`;
}
