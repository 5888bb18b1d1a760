import {
  REMOTE_LOAD_EVENT,
  REMOTE_LOAD_PHASES,
  type CanaryRollback,
  type RemoteHealthRow,
  type RemoteLoadPhase,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** A number stored in an event's props, or null when a client sent something else. */
const numberProp = (name: string) =>
  `case when jsonb_typeof(props->'${name}') = 'number' then (props->>'${name}')::float8 end`;

/** Failures over loads in percent, two decimals; at most 100 (a load's report may be lost). */
function failurePercent(failures: number, loads: number): number {
  if (loads === 0) return failures === 0 ? 0 : 100;
  return Math.min(100, Math.round((failures / loads) * 10_000) / 100);
}

interface HealthSqlRow {
  remote: string;
  version: string;
  channel: string;
  loads: number;
  failures: number;
  p95: number | null;
  manifest: number;
  entry: number;
  module: number;
  render: number;
  rolled_back_at: Date | null;
}

/**
 * Per remote, version and channel: loads, failures by phase and the p95 of successful loads. A
 * render failure follows the load it broke, so it counts as a failure, not as another load.
 */
export async function remoteHealth(db: Queryable, env: string, windowMinutes: number): Promise<RemoteHealthRow[]> {
  const phaseCounts = REMOTE_LOAD_PHASES.map(
    (phase) =>
      `count(*) filter (where props->>'outcome' = 'failed' and props->>'phase' = '${phase}')::int as "${phase}"`,
  ).join(',\n       ');
  const { rows } = await db.query<HealthSqlRow>(
    `with loads as (
       select props->>'remote' as remote, props->>'version' as version, props->>'channel' as channel,
              props->>'outcome' as outcome, props->>'phase' as phase, props, ${numberProp('totalMs')} as total_ms
       from analytics_events
       where event = $1 and props->>'env' = $2 and created_at > now() - make_interval(mins => $3)
         and props ? 'remote' and props ? 'version'
     )
     select loads.remote, loads.version, coalesce(loads.channel, 'stable') as channel,
       count(*) filter (where phase is distinct from 'render')::int as loads,
       count(*) filter (where outcome = 'failed')::int as failures,
       percentile_cont(0.95) within group (order by total_ms) filter (where outcome = 'loaded') as p95,
       ${phaseCounts},
       min(rollbacks.rolled_back_at) as rolled_back_at
     from loads
     left join canary_rollbacks rollbacks
       on rollbacks.env = $2 and rollbacks.remote = loads.remote and rollbacks.version = loads.version
     group by loads.remote, loads.version, coalesce(loads.channel, 'stable')
     order by loads.remote, loads.version`,
    [REMOTE_LOAD_EVENT, env, windowMinutes],
  );
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    channel: row.channel === 'canary' ? 'canary' : 'stable',
    loads: row.loads,
    failures: row.failures,
    failurePercent: failurePercent(row.failures, row.loads),
    p95LoadMs: row.p95 === null ? null : Math.round(Number(row.p95)),
    failuresByPhase: Object.fromEntries(REMOTE_LOAD_PHASES.map((phase) => [phase, row[phase]])) as Record<
      RemoteLoadPhase,
      number
    >,
    rolledBackAt: row.rolled_back_at ? new Date(row.rolled_back_at).toISOString() : null,
  }));
}

/** One canary's loads and failures in the policy's window. */
export async function canaryCounts(
  db: Queryable,
  canary: { env: string; remote: string; version: string },
  windowMinutes: number,
): Promise<{ loads: number; failures: number }> {
  const { rows } = await db.query<{ loads: number; failures: number }>(
    `select count(*) filter (where props->>'phase' is distinct from 'render')::int as loads,
            count(*) filter (where props->>'outcome' = 'failed')::int as failures
     from analytics_events
     where event = $1 and props->>'env' = $2 and props->>'remote' = $3 and props->>'version' = $4
       and props->>'channel' = 'canary' and created_at > now() - make_interval(mins => $5)`,
    [REMOTE_LOAD_EVENT, canary.env, canary.remote, canary.version, windowMinutes],
  );
  return rows[0] ?? { loads: 0, failures: 0 };
}

/** Records a rollback; false when this canary was already rolled back (another replica, say). */
export async function recordRollback(
  db: Queryable,
  rollback: { env: string; remote: string; version: string; loads: number; failures: number },
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into canary_rollbacks (env, remote, version, loads, failures) values ($1, $2, $3, $4, $5)
     on conflict (env, remote, version) do nothing returning id`,
    [rollback.env, rollback.remote, rollback.version, rollback.loads, rollback.failures],
  );
  return rows.length > 0;
}

export async function listRollbacks(db: Queryable, env: string): Promise<CanaryRollback[]> {
  const { rows } = await db.query<{ remote: string; version: string; loads: number; failures: number; at: Date }>(
    `select remote, version, loads, failures, rolled_back_at as at from canary_rollbacks
     where env = $1 order by rolled_back_at`,
    [env],
  );
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    loads: row.loads,
    failures: row.failures,
    rolledBackAt: new Date(row.at).toISOString(),
  }));
}
