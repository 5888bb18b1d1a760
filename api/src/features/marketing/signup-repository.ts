import type { MarketingSignupRequest } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** A sign-up that may be mailed: on the list and not unsubscribed. */
export interface SubscribedSignup {
  id: number;
  email: string;
  name: string;
}

/**
 * Adds the address to the list and returns the sign-up, or null when it is on the list already
 * (nothing changes then). An address that unsubscribed signs up anew: the visitor asked again.
 */
export async function insertSignup(db: Queryable, signup: MarketingSignupRequest): Promise<SubscribedSignup | null> {
  const { rows } = await db.query<{ id: number; email: string; fname: string }>(
    `insert into marketing_signups (email, fname, company, rubro, country) values ($1, $2, $3, $4, $5)
     on conflict (email) do update
       set fname = excluded.fname, company = excluded.company, rubro = excluded.rubro,
           country = excluded.country, created_at = now(), unsubscribed_at = null
       where marketing_signups.unsubscribed_at is not null
     returning id, email, fname`,
    [
      signup.EMAIL.trim().toLowerCase(),
      signup.FNAME.trim(),
      signup.COMPANY.trim(),
      signup.RUBRO,
      signup.COUNTRY.trim(),
    ],
  );
  const row = rows[0];
  return row ? { id: row.id, email: row.email, name: row.fname } : null;
}

/** The sign-up when it may still be mailed, else null (unsubscribed, or erased). */
export async function findSubscribedSignup(db: Queryable, id: number): Promise<SubscribedSignup | null> {
  const { rows } = await db.query<{ id: number; email: string; fname: string }>(
    'select id, email, fname from marketing_signups where id = $1 and unsubscribed_at is null',
    [id],
  );
  const row = rows[0];
  return row ? { id: row.id, email: row.email, name: row.fname } : null;
}

type UnsubscribeOutcome = { status: 'unsubscribed' | 'already-unsubscribed'; email: string } | null;

/**
 * Marks the sign-up unsubscribed and deletes all of it but the address and the date (kept so that
 * no later mail reaches it); null when there is no such sign-up (erased).
 */
export async function unsubscribeSignup(db: Queryable, id: number): Promise<UnsubscribeOutcome> {
  const { rows } = await db.query<{ email: string; was_unsubscribed: boolean }>(
    `update marketing_signups as signup
     set unsubscribed_at = coalesce(signup.unsubscribed_at, now()),
         fname = null, company = null, rubro = null, country = null
     from (select id, unsubscribed_at is not null as was_unsubscribed from marketing_signups where id = $1) as before
     where signup.id = before.id
     returning signup.email, before.was_unsubscribed`,
    [id],
  );
  const row = rows[0];
  return row ? { status: row.was_unsubscribed ? 'already-unsubscribed' : 'unsubscribed', email: row.email } : null;
}
