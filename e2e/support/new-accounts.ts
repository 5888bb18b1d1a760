import { expect, type APIRequestContext } from '@playwright/test';
import { ROLES, type AdminCreateUserRequest, type TokenResponse } from 'shared-contracts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

/** A user made for one test: the demo users are shared by the whole suite. */
export interface NewAccount {
  email: string;
  password: string;
}

/** The access token of a login through the API. */
export async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { username, password } });
  expect(response.ok(), `login of ${username}`).toBe(true);
  return ((await response.json()) as TokenResponse).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new user made by the super admin (POST /v2/admin/users), unique to the test: Share of Voice,
 * investment and campaigns in AR and MX, terms accepted, unless `account` says otherwise.
 */
export async function createAccount(
  request: APIRequestContext,
  label: string,
  account: Partial<Omit<AdminCreateUserRequest, 'email'>> = {},
): Promise<NewAccount> {
  const admin = await tokenOf(request, DEMO_USERS.superAdmin, DEMO_PASSWORD);
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const body: AdminCreateUserRequest = {
    email,
    password: DEMO_PASSWORD,
    name: 'Acme',
    surname: 'Tester',
    roles: [ROLES.shareOfVoice, ROLES.investment, ROLES.campaign],
    countries: ['AR', 'MX'],
    ...account,
  };
  const response = await request.post('/api/v2/admin/users', { headers: bearer(admin), data: body });
  expect(response.status(), 'user created').toBe(201);
  return { email, password: body.password };
}
