import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Database } from '../db/database';
import { createTestDatabase } from './database-template';

export const TEST_JWT_SECRET = 'test-secret-for-jest-only-0123456789';
export const DEMO_PASSWORD = 'demo1234';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The real app on a fresh in-memory database (one per test file). `extend` may add routes
 * before the app is ready, for helpers that have no route of their own yet (requireRole).
 */
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'database'>> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = buildApp({ database: db, jwtSecret: TEST_JWT_SECRET, ...options });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface LoggedIn {
  token: string;
  refreshCookie: string;
}

/**
 * Records that these users accepted the terms, as the welcome dialog would: market calls answer
 * only such users (the demo user has not, on a fresh database). Before logging them in.
 */
export async function acceptTermsOf(db: Database, ...emails: string[]): Promise<void> {
  await db.query('update users set terms_accepted = true, terms_accepted_at = now() where email = any($1)', [emails]);
}

/** Logs in through the route and returns the access token and the refresh cookie's value. */
export async function logIn(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<LoggedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`Login of ${username} failed: ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'refresh_token');
  if (!cookie) throw new Error('Login set no refresh cookie');
  return { token: response.json<{ token: string }>().token, refreshCookie: cookie.value };
}
