import type { Database } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { DEMO_USERS, type DemoUser } from './demo-accounts';

/**
 * Inserts the demo users when the users table is empty; otherwise leaves every account as it
 * is (a demo user may have changed its password or accepted the terms). Returns how many it
 * inserted.
 */
export async function seedDemoUsers(db: Database, users: readonly DemoUser[] = DEMO_USERS): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ count: number }>('select count(*)::int as count from users');
    if ((rows[0]?.count ?? 0) > 0) return 0;
    // Hash each distinct password once: bcrypt is slow on purpose and every demo shares one.
    const hashes = new Map<string, string>();
    for (const user of users) {
      if (!hashes.has(user.password)) hashes.set(user.password, await hashPassword(user.password));
    }
    for (const user of users) {
      await tx.query(
        `insert into users (email, password_hash, name, surname, roles, countries, terms_accepted, terms_accepted_at)
         values ($1, $2, $3, $4, $5, $6, $7, case when $7 then now() else null end)`,
        [
          user.email.toLowerCase(),
          hashes.get(user.password) ?? '',
          user.name,
          user.surname,
          user.roles,
          user.countries,
          user.termsAccepted,
        ],
      );
    }
    return users.length;
  });
}
