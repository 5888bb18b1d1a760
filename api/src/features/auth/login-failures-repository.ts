import type { Queryable } from '../../db/database';
import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAILURES_ALLOWED,
  LOGIN_LOCKOUT_SECONDS,
  type LoginCounterKind,
} from './login-throttle-policy';

/** One thing whose failed logins are counted. */
export interface LoginCounter {
  kind: LoginCounterKind;
  key: string;
}

/** How long an ended lockout stays in the super admin's list (and its row in the table). */
const ENDED_LOCKOUTS_KEPT = "interval '1 day'";

const kindsAndKeys = (counters: readonly LoginCounter[]) => [
  counters.map((counter) => counter.kind),
  counters.map((counter) => counter.key),
];

/** The seconds left of the longest lockout in force among `counters`, or null when none is. */
export async function secondsLocked(db: Queryable, counters: readonly LoginCounter[]): Promise<number | null> {
  const { rows } = await db.query<{ seconds: number | null }>(
    `select max(ceil(extract(epoch from locked_until - now())))::int as seconds
       from login_failures
      where (kind, key) in (select * from unnest($1::text[], $2::text[])) and locked_until > now()`,
    kindsAndKeys(counters),
  );
  return rows[0]?.seconds ?? null;
}

// In an upsert's SET every expression reads the row as it was, so the conditions are spelled out.
const WINDOW_OVER =
  '(f.window_started_at <= now() - make_interval(secs => $3::float8) and not coalesce(f.locked_until > now(), false))';
const FAILURES = `case when ${WINDOW_OVER} then 1 else f.failures + 1 end`;
const ALLOWED = "case f.kind when 'account' then $4::int when 'address' then $5::int else $6::int end";
const LOCKED = 'coalesce(f.locked_until > now(), false)';

/**
 * Counts one failure on each counter and locks those that reach their allowance, in one atomic
 * statement (replicas racing on a row each add theirs). A counter whose window is over starts
 * again at 1. Returns each counter's failures in its window.
 */
export async function countFailure(db: Queryable, counters: readonly LoginCounter[]): Promise<number[]> {
  const { rows } = await db.query<{ failures: number }>(
    `insert into login_failures as f (kind, key)
       select * from unnest($1::text[], $2::text[])
     on conflict (kind, key) do update set
       failures = ${FAILURES},
       window_started_at = case when ${WINDOW_OVER} then now() else f.window_started_at end,
       last_failure_at = now(),
       locked_at = case
         when ${LOCKED} then f.locked_at
         when ${FAILURES} >= ${ALLOWED} then now()
         when ${WINDOW_OVER} then null
         else f.locked_at end,
       locked_until = case
         when ${LOCKED} then f.locked_until
         when ${FAILURES} >= ${ALLOWED} then now() + make_interval(secs => $7::float8)
         when ${WINDOW_OVER} then null
         else f.locked_until end
     returning failures`,
    [
      ...kindsAndKeys(counters),
      LOGIN_FAILURE_WINDOW_SECONDS,
      LOGIN_FAILURES_ALLOWED.account,
      LOGIN_FAILURES_ALLOWED.address,
      LOGIN_FAILURES_ALLOWED.device,
      LOGIN_LOCKOUT_SECONDS,
    ],
  );
  return rows.map((row) => row.failures);
}

/** A success starts the counter afresh, unless it is locked (a lockout ends by time or by a super admin). */
export async function forgetFailures(db: Queryable, counter: LoginCounter): Promise<void> {
  await db.query(
    'delete from login_failures where kind = $1 and key = $2 and not coalesce(locked_until > now(), false)',
    [counter.kind, counter.key],
  );
}

/** Deletes the rows whose window is over and whose lockout, if any, ended over a day ago. */
export async function sweepFailures(db: Queryable): Promise<void> {
  await db.query(
    `delete from login_failures
      where window_started_at <= now() - make_interval(secs => $1::float8)
        and (locked_until is null or locked_until <= now() - ${ENDED_LOCKOUTS_KEPT})`,
    [LOGIN_FAILURE_WINDOW_SECONDS],
  );
}

export interface LockoutRecord {
  id: string;
  kind: LoginCounterKind;
  key: string;
  failures: number;
  lockedAt: Date;
  lockedUntil: Date;
  inForce: boolean;
}

/** Lockouts in force and those that ended in the last day, the latest first. */
export async function listLockouts(db: Queryable, limit: number): Promise<LockoutRecord[]> {
  const { rows } = await db.query<{
    id: string;
    kind: LoginCounterKind;
    key: string;
    failures: number;
    locked_at: Date;
    locked_until: Date;
    in_force: boolean;
  }>(
    `select id, kind, key, failures, locked_at, locked_until, locked_until > now() as in_force
       from login_failures
      where locked_until > now() - ${ENDED_LOCKOUTS_KEPT}
      order by locked_at desc
      limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    key: row.key,
    failures: row.failures,
    lockedAt: row.locked_at,
    lockedUntil: row.locked_until,
    inForce: row.in_force,
  }));
}

/** Lifts a lockout by forgetting its counter; false when there is no such lockout. */
export async function liftLockout(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'delete from login_failures where id = $1 and locked_until is not null returning id',
    [id],
  );
  return rows.length > 0;
}
