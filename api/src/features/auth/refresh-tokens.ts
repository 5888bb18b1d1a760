import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a refresh token for the user and returns it; only its hash is stored. */
export async function issueRefreshToken(
  db: Queryable,
  userId: string,
  ttlSeconds: number = REFRESH_TOKEN_TTL_SECONDS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into refresh_tokens (user_id, token_hash, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [userId, hashToken(token), ttlSeconds],
  );
  return token;
}

/**
 * Revokes the token if it is live and returns its user, or null when it is unknown, revoked or
 * expired. One atomic update: two requests racing with the same token cannot both win.
 */
export async function consumeRefreshToken(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `update refresh_tokens set revoked_at = now()
     where token_hash = $1 and revoked_at is null and expires_at > now()
     returning user_id`,
    [hashToken(token)],
  );
  return rows[0]?.user_id ?? null;
}

/** Revokes the token whatever its state; unknown tokens are ignored. */
export async function revokeRefreshToken(db: Queryable, token: string): Promise<void> {
  await db.query('update refresh_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null', [
    hashToken(token),
  ]);
}
