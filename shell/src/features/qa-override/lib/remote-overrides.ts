import { REMOTE_IDS, type RemoteId } from 'shared-contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { SafeStorage } from '../../../lib/storage';
import { loopbackManifestUrl } from './loopback-manifest';
import { writeOverlayCookie } from './overlay-cookie';

/**
 * The query parameter: `?remote-override=mf-sov@1.1.0` (several separated by commas). Instead of a
 * version, a loopback manifest URL (`mf-sov@http://localhost:4001/mf-manifest.json`, or just the
 * port: `mf-sov@4001`) loads a build running on this machine (outside production only).
 */
export const OVERRIDE_PARAM = 'remote-override';

/** `clear` as the parameter's value drops every override of this browser. */
export const CLEAR_VALUE = 'clear';

/** Remote -> version (or loopback manifest URL) this browser loads instead of the pinned one. */
export type RemoteOverrides = Partial<Record<RemoteId, string>>;

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

function isRemoteId(value: string): value is RemoteId {
  return (REMOTE_IDS as readonly string[]).includes(value);
}

/** The overrides a parameter value asks for; malformed entries and unknown remotes are dropped. */
export function parseOverrides(value: string): RemoteOverrides {
  const overrides: RemoteOverrides = {};
  for (const entry of value.split(',')) {
    const text = entry.trim();
    const at = text.indexOf('@');
    const remote = text.slice(0, at);
    const target = text.slice(at + 1);
    if (at < 0 || !isRemoteId(remote)) continue;
    const chosen = VERSION.test(target) ? target : loopbackManifestUrl(target);
    if (chosen) overrides[remote] = chosen;
  }
  return overrides;
}

/** The overrides this browser remembers. */
export function readOverrides(storage: SafeStorage): RemoteOverrides {
  const text = storage.get(STORAGE_KEYS.remoteOverrides);
  if (!text) return {};
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return {};
    const entries = Object.entries(stored).map(([remote, version]) => `${remote}@${String(version)}`);
    return parseOverrides(entries.join(','));
  } catch {
    return {};
  }
}

/** Remembers the overrides (none: forgets them), the loopback ones in a cookie too (overlay-cookie.ts). */
export function writeOverrides(storage: SafeStorage, overrides: RemoteOverrides): void {
  if (Object.keys(overrides).length === 0) storage.remove(STORAGE_KEYS.remoteOverrides);
  else storage.set(STORAGE_KEYS.remoteOverrides, JSON.stringify(overrides));
  writeOverlayCookie(overrides);
}
