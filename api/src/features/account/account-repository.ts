import type { Queryable } from '../../db/database';

/** Queries of the account page on the users table. */

export async function updateNames(db: Queryable, userId: string, name: string, surname: string): Promise<void> {
  await db.query('update users set name = $2, surname = $3 where id = $1', [userId, name, surname]);
}

export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}

/** Every live session of the user ends: their refresh cookies no longer renew a token. */
export async function revokeAllRefreshTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}

/** Marks the terms accepted; the first acceptance keeps its time. */
export async function acceptTerms(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update users set terms_accepted = true,
       terms_accepted_at = case when terms_accepted and terms_accepted_at is not null then terms_accepted_at else now() end
     where id = $1`,
    [userId],
  );
}
