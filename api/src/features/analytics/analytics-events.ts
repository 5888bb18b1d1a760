import type { AnalyticsEvent, StoredAnalyticsEvent } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** Props larger than this (as JSON) are replaced by a marker: the tracker must not fill the disk. */
export const MAX_PROPS_JSON_LENGTH = 8 * 1024;

/** How far a client's clock may put an event in the future before `at` is ignored. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export interface StoredEvent {
  event: string;
  props: Record<string, unknown>;
  occurredAt: Date;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What is kept of one event. Bad props never fail the caller: a non-object is wrapped, an
 * unserialisable or oversized one replaced by a marker; a missing or implausible `at` becomes now.
 */
export function normaliseEvent(input: AnalyticsEvent & { props?: unknown; at?: unknown }, now: Date): StoredEvent {
  let props: Record<string, unknown>;
  try {
    const candidate =
      input.props === undefined ? {} : isPlainObject(input.props) ? input.props : { value: input.props };
    const json = JSON.stringify(candidate);
    // \u0000 cannot be stored in jsonb.
    props =
      json.length > MAX_PROPS_JSON_LENGTH || json.includes('\\u0000')
        ? { dropped: 'props too large or not storable' }
        : (JSON.parse(json) as Record<string, unknown>);
  } catch {
    props = { dropped: 'props not serialisable' };
  }
  const at = typeof input.at === 'string' ? new Date(input.at) : null;
  const plausible = at && !Number.isNaN(at.getTime()) && at.getTime() <= now.getTime() + MAX_CLOCK_SKEW_MS;
  // Postgres text cannot hold NUL characters.
  return { event: input.event.replaceAll('\u0000', ''), props, occurredAt: plausible ? at : now };
}

export async function insertEvents(
  db: Queryable,
  userId: string | null,
  events: readonly StoredEvent[],
): Promise<void> {
  if (events.length === 0) return;
  // One statement for the batch: the events arrive as three parallel arrays.
  await db.query(
    `insert into analytics_events (event, props, occurred_at, user_id)
     select event, props::jsonb, occurred_at::timestamptz,
            -- A valid token of a since-deleted user stores the events anonymously.
            (select id from users where id = $4)
     from unnest($1::text[], $2::text[], $3::text[]) as batch (event, props, occurred_at)`,
    [
      events.map((item) => item.event),
      events.map((item) => JSON.stringify(item.props)),
      events.map((item) => item.occurredAt.toISOString()),
      userId,
    ],
  );
}

export interface EventsFilter {
  event?: string;
  email?: string;
  limit: number;
}

interface EventRow {
  id: string;
  event: string;
  props: Record<string, unknown>;
  user_email: string | null;
  occurred_at: Date;
  created_at: Date;
}

/** The stored events, newest first, optionally of one event name and one user's e-mail. */
export async function listEvents(db: Queryable, filter: EventsFilter): Promise<StoredAnalyticsEvent[]> {
  const { rows } = await db.query<EventRow>(
    `select e.id, e.event, e.props, u.email as user_email, e.occurred_at, e.created_at
     from analytics_events e left join users u on u.id = e.user_id
     where ($1::text is null or e.event = $1)
       and ($2::text is null or lower(u.email) = lower($2))
     order by e.id desc
     limit $3`,
    [filter.event ?? null, filter.email ?? null, filter.limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    event: row.event,
    props: row.props,
    userEmail: row.user_email,
    occurredAt: row.occurred_at.toISOString(),
    receivedAt: row.created_at.toISOString(),
  }));
}
