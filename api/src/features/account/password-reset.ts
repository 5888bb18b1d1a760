import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { PASSWORD_RESET_INTERVAL_HOURS } from '../../lib/contracts';
import { enqueueEmail } from '../outbox/outbox-repository';
import { findUserByEmail } from '../users/users-repository';

/** How long the link of a reset e-mail works. */
const RESET_TOKEN_TTL_MINUTES = 60;

export const RESET_TOO_SOON_MESSAGE = `A password reset can be requested once every ${PASSWORD_RESET_INTERVAL_HOURS} hours.`;
export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid or has expired.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Records a reset request for the e-mail and, when it belongs to a user, writes the reset
 * e-mail (with a one-time link) to the outbox. Unknown addresses get no e-mail but are recorded
 * and limited the same way, so neither the answer nor the 2-hour limit tells which accounts
 * exist. Returns 'too-soon' when the address asked less than 2 hours ago.
 */
export async function requestPasswordReset(
  db: Database,
  username: string,
  appUrl: string,
): Promise<'requested' | 'too-soon'> {
  const email = username.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // Two requests at once for one address must not both pass the limit.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`password-reset:${email}`]);
    const recent = await tx.query(
      `select 1 from password_reset_requests
       where email = $1 and requested_at > now() - make_interval(hours => $2)`,
      [email, PASSWORD_RESET_INTERVAL_HOURS],
    );
    if (recent.rows.length > 0) return 'too-soon';

    const user = await findUserByEmail(tx, email);
    const token = user ? randomBytes(32).toString('base64url') : null;
    await tx.query(
      `insert into password_reset_requests (email, user_id, token_hash, expires_at)
       values ($1, $2, $3, case when $3::text is null then null else now() + make_interval(mins => $4) end)`,
      [email, user?.id ?? null, token ? hashToken(token) : null, RESET_TOKEN_TTL_MINUTES],
    );
    if (user && token) {
      const link = `${appUrl}/login?resetToken=${encodeURIComponent(token)}`;
      await enqueueEmail(tx, {
        to: user.email,
        kind: 'password-reset',
        subject: 'Reset your password',
        body: [
          `Hello ${user.name},`,
          '',
          `Someone asked to reset the password of ${user.email}. To choose a new one, open this link within ${RESET_TOKEN_TTL_MINUTES} minutes:`,
          link,
          '',
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      });
    }
    return 'requested';
  });
}

/**
 * Uses a reset token once: returns the user whose password may now be set, or null when the
 * token is unknown, used or expired.
 */
export async function consumeResetToken(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string | null }>(
    `update password_reset_requests set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now()
     returning user_id`,
    [hashToken(token)],
  );
  return rows[0]?.user_id ?? null;
}
