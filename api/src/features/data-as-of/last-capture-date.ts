import type { Queryable } from '../../db/database';

/**
 * The last capture date of one market up to `until` (null: no limit), or null when it has no
 * spot: the "Data as of" of the views and of the public country reports. The spots index is by
 * country and date, so this is one index read.
 */
export async function lastCaptureDate(db: Queryable, country: string, until: string | null): Promise<string | null> {
  const { rows } = await db.query<{ last: string | null }>(
    `select to_char(max(date), 'YYYY-MM-DD') as last from spots
     where country_code = $1 and ($2::date is null or date <= $2::date)`,
    [country, until],
  );
  return rows[0]?.last ?? null;
}
