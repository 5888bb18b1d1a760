import type { CountryCode, Role } from 'shared-contracts';
import { ROLES, isCountryCode } from '../lib/contracts';
// The list lives in JSON so that scripts/start-suite.mjs (plain Node) can print the logins.
// This module is not named demo-users.ts: Node's CommonJS resolution would pick the .json
// for './demo-users' (it tries .json before hooked extensions such as .ts).
import demoUsersJson from './demo-users.json';

/** One account seeded for local use (docs/decisions.md#demo-accounts-local-only). */
export interface DemoUser {
  email: string;
  password: string;
  /** What the account is for, printed next to its login. */
  description: string;
  name: string;
  surname: string;
  roles: Role[];
  countries: CountryCode[];
  termsAccepted: boolean;
}

const KNOWN_ROLES: readonly string[] = Object.values(ROLES);

function toDemoUser(entry: (typeof demoUsersJson)[number]): DemoUser {
  const roles = entry.roles.filter((role): role is Role => KNOWN_ROLES.includes(role));
  const countries = entry.countries.filter(isCountryCode);
  // A typo in the JSON must fail loudly at start, not silently drop a permission.
  if (roles.length !== entry.roles.length) throw new Error(`Unknown role in demo user ${entry.email}`);
  if (countries.length !== entry.countries.length) throw new Error(`Unknown country in demo user ${entry.email}`);
  return { ...entry, roles, countries };
}

export const DEMO_USERS: readonly DemoUser[] = demoUsersJson.map(toDemoUser);
