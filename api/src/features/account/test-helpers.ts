import type { OutboxEmail } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { TEST_JWT_SECRET } from '../../testing/test-app';
import { createTokenService, DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from '../auth/token-service';
import { listOutbox } from '../outbox/outbox-repository';
import { findUserByEmail } from '../users/users-repository';

/** Helpers shared by the account features' tests. */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The payload of a JWT, unverified (the tests read what the API signed). */
export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * Access tokens of the demo users a test file needs, signed as login signs them but without
 * bcrypt (tens of milliseconds a login): for tests of other routes than login.
 */
export async function tokensOf<const T extends readonly string[]>(
  db: Queryable,
  emails: T,
): Promise<Record<T[number], string>> {
  const tokens = createTokenService({
    secret: TEST_JWT_SECRET,
    accessTokenTtlSeconds: DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  });
  const entries = await Promise.all(
    emails.map(async (email) => {
      const user = await findUserByEmail(db, email);
      if (!user) throw new Error(`No user ${email}`);
      return [email, await tokens.sign(user)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<T[number], string>;
}

export async function outboxFor(db: Queryable, to: string, kind?: string): Promise<OutboxEmail[]> {
  return listOutbox(db, { to, ...(kind ? { kind } : {}), limit: 100 });
}

export async function userIdOf(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  if (!rows[0]) throw new Error(`No user ${email}`);
  return rows[0].id;
}
