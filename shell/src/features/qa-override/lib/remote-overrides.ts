import { REMOTE_IDS, type RemoteId } from 'shared-contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { SafeStorage } from '../../../lib/storage';

/** The query parameter: `?remote-override=mf-sov@1.1.0` (several separated by commas). */
export const OVERRIDE_PARAM = 'remote-override';

/** `clear` as the parameter's value drops every override of this browser. */
export const CLEAR_VALUE = 'clear';

/** Remote -> version this browser loads instead of the pinned one. */
export type RemoteOverrides = Partial<Record<RemoteId, string>>;

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

function isRemoteId(value: string): value is RemoteId {
  return (REMOTE_IDS as readonly string[]).includes(value);
}

/** The overrides a parameter value asks for; malformed entries and unknown remotes are dropped. */
export function parseOverrides(value: string): RemoteOverrides {
  const overrides: RemoteOverrides = {};
  for (const entry of value.split(',')) {
    const [remote = '', version = ''] = entry.trim().split('@');
    if (isRemoteId(remote) && VERSION.test(version)) overrides[remote] = version;
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

/** Remembers the overrides (none: forgets them). */
export function writeOverrides(storage: SafeStorage, overrides: RemoteOverrides): void {
  if (Object.keys(overrides).length === 0) storage.remove(STORAGE_KEYS.remoteOverrides);
  else storage.set(STORAGE_KEYS.remoteOverrides, JSON.stringify(overrides));
}
