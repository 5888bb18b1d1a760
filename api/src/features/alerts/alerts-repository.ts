import type { Alert, FilterItem } from 'shared-contracts';
import type { Queryable } from '../../db/database';

interface AlertRow {
  id: number;
  name: string;
  advertisers: FilterItem[];
}

export async function listAlerts(db: Queryable, userId: string): Promise<Alert[]> {
  const { rows } = await db.query<AlertRow>('select id, name, advertisers from alerts where user_id = $1 order by id', [
    userId,
  ]);
  return rows;
}

/**
 * Inserts the alert unless the user already has `max`; returns null then. The user's row is
 * locked meanwhile, so two requests at once cannot both pass the limit.
 */
export async function insertAlertWithin(
  db: Queryable,
  userId: string,
  max: number,
  alert: Omit<Alert, 'id'>,
): Promise<Alert | null> {
  await db.query('select id from users where id = $1 for update', [userId]);
  const { rows: counted } = await db.query<{ count: number }>(
    'select count(*)::int as count from alerts where user_id = $1',
    [userId],
  );
  if ((counted[0]?.count ?? 0) >= max) return null;
  const { rows } = await db.query<AlertRow>(
    'insert into alerts (user_id, name, advertisers) values ($1, $2, $3::jsonb) returning id, name, advertisers',
    [userId, alert.name, JSON.stringify(alert.advertisers)],
  );
  return rows[0] ?? null;
}

export async function updateAlert(
  db: Queryable,
  userId: string,
  id: number,
  alert: Omit<Alert, 'id'>,
): Promise<Alert | null> {
  const { rows } = await db.query<AlertRow>(
    `update alerts set name = $3, advertisers = $4::jsonb where id = $1 and user_id = $2
     returning id, name, advertisers`,
    [id, userId, alert.name, JSON.stringify(alert.advertisers)],
  );
  return rows[0] ?? null;
}

export async function deleteAlert(db: Queryable, userId: string, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from alerts where id = $1 and user_id = $2 returning id', [id, userId]);
  return rows.length > 0;
}
