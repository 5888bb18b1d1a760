import type { Role, SessionResponse } from 'shared-contracts';
import { ROLES } from '../../lib/contracts';
import type { MarketTestContext, TestUser } from '../share-of-voice/market-test-helpers';

/**
 * The demo accounts of the plan matrix (api/README.md#demo-users-local-only) and the helpers'
 * campaign-only account: every plan a customer may hold, including one without investment (sov)
 * and one without audiences (noaudiences).
 */
export const MATRIX_USERS: readonly TestUser[] = [
  'superadmin',
  'analyst',
  'demo',
  'sov',
  'noaudiences',
  'campaignOnly',
];

/** Each account's claims (its roles, its e-mail) as its token carries them. */
export async function sessionsOfUsers(context: MarketTestContext): Promise<Record<TestUser, SessionResponse>> {
  const sessions: Partial<Record<TestUser, SessionResponse>> = {};
  for (const user of MATRIX_USERS) {
    sessions[user] = (await context.get('/api/v2/session', user)).json<SessionResponse>();
  }
  return sessions as Record<TestUser, SessionResponse>;
}

/** What a call or an export needs, as the matrix reads it. */
export interface PlanNeeds {
  role: Role | null;
  spendOnly: boolean;
}

/**
 * The status a plan gets: 403 without the page's role, or without the investment role for a
 * call only about spend, or for the demo role on a file; else 200.
 */
export function expectedStatus(roles: readonly string[], needs: PlanNeeds, isFile = false): 200 | 403 {
  if (needs.role !== null && !roles.includes(needs.role)) return 403;
  if (needs.spendOnly && !roles.includes(ROLES.investment)) return 403;
  if (isFile && roles.includes(ROLES.demo)) return 403;
  return 200;
}

/** A pair of the matrix and the fields it checked, counted for the run's summary line. */
export class MatrixTally {
  pairs = 0;
  fields = 0;

  summary(what: string): string {
    return `plan matrix, ${what}: ${this.pairs} role × call pairs, ${this.fields} field checks`;
  }
}
