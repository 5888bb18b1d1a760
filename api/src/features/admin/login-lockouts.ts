import type { LoginLockout } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { listLockouts, type LockoutRecord } from '../auth/login-failures-repository';

const LISTED = 200;
/** Enough of a device cookie's id to tell two devices of one account apart. */
const DEVICE_ID_SHOWN = 8;

/** A counter's key as support reads it: a device's key is `<account>#<nonce>`. */
function toLockout(record: LockoutRecord): LoginLockout {
  const hash = record.key.lastIndexOf('#');
  const isDevice = record.kind === 'device' && hash > 0;
  return {
    id: record.id,
    kind: record.kind,
    subject: isDevice ? record.key.slice(0, hash) : record.key,
    device: isDevice ? record.key.slice(hash + 1, hash + 1 + DEVICE_ID_SHOWN) : null,
    failures: record.failures,
    lockedAt: record.lockedAt.toISOString(),
    lockedUntil: record.lockedUntil.toISOString(),
    inForce: record.inForce,
  };
}

/** Recent lockouts of failed logins, for the super admin's diagnostics page. */
export async function listLoginLockouts(db: Queryable): Promise<LoginLockout[]> {
  return (await listLockouts(db, LISTED)).map(toLockout);
}
