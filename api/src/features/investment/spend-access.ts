import type { FastifyRequest } from 'fastify';
import { ROLES } from '../../lib/contracts';
import { currentUser, requireRole } from '../auth/authenticate';
import type { AccessClaims } from '../auth/token-service';

/**
 * Spend (amounts of money, and shares of them) is the Real-Time Spend plan's: without
 * ROLE_FEATURE_INVESTMENT no amount leaves the API, in an answer, a file or a mail. A call only
 * about spend answers 403 (`requireSpend`); a call the pages make for every plan answers without
 * its amount fields (`seesSpend`), absent rather than zero so nothing reads as a real figure.
 */
export function seesSpend(claims: Pick<AccessClaims, 'roles'>): boolean {
  return claims.roles.includes(ROLES.investment);
}

/** Whether the caller of a request sees spend (see `seesSpend`). */
export function requestSeesSpend(request: FastifyRequest): boolean {
  return seesSpend(currentUser(request));
}

/** The pre-handler of a call only about spend: 403 without the investment role, as `/v2/soi`. */
export const requireSpend = requireRole(ROLES.investment);
