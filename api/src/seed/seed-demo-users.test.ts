import bcrypt from 'bcryptjs';
import { bcryptRounds } from '../lib/passwords';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { DEMO_USERS } from './demo-accounts';
import { seedDemoUsers } from './seed-demo-users';

let db: Database;
beforeAll(async () => {
  db = await openPgliteDatabase(null);
  await migrate(db);
});
afterAll(() => db.close());

describe('seedDemoUsers', () => {
  test('inserts the five demo users into an empty table, then never again', async () => {
    expect(await seedDemoUsers(db)).toBe(5);
    await db.query(`update users set name = 'Changed' where email = 'analyst@demo.test'`);

    expect(await seedDemoUsers(db)).toBe(0);

    const { rows } = await db.query<{ email: string; name: string }>('select email, name from users order by email');
    expect(rows.map((row) => row.email)).toEqual(DEMO_USERS.map((user) => user.email).sort());
    expect(rows.find((row) => row.email === 'analyst@demo.test')?.name).toBe('Changed');
  });

  test('stores bcrypt hashes of demo1234, never the password', async () => {
    const { rows } = await db.query<{ password_hash: string }>('select password_hash from users');

    for (const { password_hash: hash } of rows) {
      expect(bcrypt.getRounds(hash)).toBe(bcryptRounds());
      expect(await bcrypt.compare('demo1234', hash)).toBe(true);
    }
  });

  test('records when the terms were accepted, and leaves the demo user to accept them', async () => {
    const { rows } = await db.query<{ email: string; terms_accepted: boolean; terms_accepted_at: Date | null }>(
      'select email, terms_accepted, terms_accepted_at from users',
    );

    for (const row of rows) {
      expect(row.terms_accepted).toBe(row.email !== 'demo@demo.test');
      expect(row.terms_accepted_at instanceof Date).toBe(row.terms_accepted);
    }
  });
});

describe('DEMO_USERS', () => {
  test('every entry has a login to print and a description', () => {
    for (const user of DEMO_USERS) {
      expect(user.email).toMatch(/^[a-z]+@demo\.test$/);
      expect(user.password).toBe('demo1234');
      expect(user.description.length).toBeGreaterThan(0);
    }
  });
});
