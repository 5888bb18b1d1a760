import type { FastifyRequest } from 'fastify';
import type { CountrySearchRequest, SpendUnavailable } from 'shared-contracts';
import { COUNTRIES_WITHOUT_INVESTMENT, LONG_RANGE_MIN_DAYS, ROLES, rangeLengthInDays } from '../../lib/contracts';
import { forbidden } from '../../lib/http-errors';
import { currentUser } from '../auth/authenticate';
import type { AccessClaims } from '../auth/token-service';
import { seesSpend } from '../investment/spend-access';

/** What the caller's plan shows of a comparison. */
export interface CompareRights {
  /** Amounts of money: the investment role (spend-access.ts). */
  spend: boolean;
  /** The creatives themselves: the campaigns role, as Snapshots' carousel (docs/product.md#roles). */
  creatives: boolean;
}

/** preHandler: Compare is for the Share of Voice or the investment role (issue 55); 403 otherwise. */
export async function requireCompareRole(request: FastifyRequest): Promise<void> {
  const { roles } = currentUser(request);
  if (!roles.includes(ROLES.shareOfVoice) && !roles.includes(ROLES.investment)) {
    throw forbidden(`This needs the role ${ROLES.shareOfVoice} or ${ROLES.investment}`);
  }
}

export function compareRights(claims: Pick<AccessClaims, 'roles'>): CompareRights {
  return { spend: seesSpend(claims), creatives: claims.roles.includes(ROLES.campaign) };
}

/**
 * Why a country's spend is not shown, or null when it is: Real-Time Spend's rules on the range as
 * asked (before the demo window's clamp, as /v2/soi checks it), with /v2/soi's messages.
 */
export function spendUnavailable(request: CountrySearchRequest, rights: CompareRights): SpendUnavailable | null {
  if (!rights.spend) return { reason: 'notInPlan', message: `This needs the role ${ROLES.investment}` };
  if ((COUNTRIES_WITHOUT_INVESTMENT as readonly string[]).includes(request.country)) {
    return {
      reason: 'countryWithoutSpend',
      message: `${request.country} is not available on investment and snapshots`,
    };
  }
  if (rangeLengthInDays(request.since, request.until) < LONG_RANGE_MIN_DAYS) {
    return { reason: 'periodTooShort', message: 'errors.daterange.periodInvestment' };
  }
  return null;
}
