import type { ExportFormat, ExportType, Role } from 'shared-contracts';
import { COUNTRIES_WITHOUT_INVESTMENT, LONG_RANGE_MIN_DAYS, ROLES } from '../../lib/contracts';
import { badRequest, forbidden } from '../../lib/http-errors';
import type { AccessClaims } from '../auth/token-service';
import { rangeDays, type MarketSearch } from '../market-search/market-search';

export const EXPORT_TYPES = [
  'snapshots',
  'sov',
  'soi',
  'campaign_details',
  'campaign_rts',
] as const satisfies readonly ExportType[];

/** The formats each export offers: the saved reports' formats, CSV for the single-table ones. */
export const EXPORT_FORMATS: Readonly<Record<ExportType, readonly ExportFormat[]>> = {
  snapshots: ['pdf', 'excel'],
  sov: ['excel', 'pdf'],
  soi: ['excel', 'pdf'],
  campaign_details: ['excel', 'csv'],
  campaign_rts: ['excel', 'csv'],
};

/** The page each export belongs to, and so the role it needs (docs/product.md#exports). */
export const EXPORT_ROLE: Readonly<Record<ExportType, Role>> = {
  snapshots: ROLES.shareOfVoice,
  sov: ROLES.shareOfVoice,
  soi: ROLES.investment,
  campaign_details: ROLES.campaign,
  campaign_rts: ROLES.investment,
};

/** Exports built on investment, which some countries lack (COUNTRIES_WITHOUT_INVESTMENT). */
const NEEDS_INVESTMENT: readonly ExportType[] = ['soi', 'campaign_rts', 'snapshots'];

export const EXPORT_MESSAGES = {
  demo: 'Exports are not available for demo accounts.',
  rangeOverYear: 'The range cannot be longer than 12 months.',
  campaignDetailsDays: 'Campaign Details is limited to a range of 31 days.',
  investmentDays: 'Investment exports need a range of at least 15 days.',
  snapshotsShort: 'Snapshots need a range of more than 14 days.',
  snapshotsLong: 'Snapshots are limited to a range of 3 months.',
} as const;

/** docs/product.md#exports and docs/decisions.md; the long-range rule is shared with the views. */
const EXPORT_LIMITS = {
  campaignDetailsMaxDays: 31,
  investmentMinDays: LONG_RANGE_MIN_DAYS,
  snapshotsMinDays: LONG_RANGE_MIN_DAYS,
} as const;

/** The demo role can download nothing (docs/product.md#roles): refused before anything else. */
export function refuseDemo(claims: AccessClaims): void {
  if (claims.roles.includes(ROLES.demo)) throw forbidden(EXPORT_MESSAGES.demo);
}

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Whether the range is longer than the months given (docs/decisions.md#dates-and-limits: 12 overall; 3 for snapshots). */
export function longerThanMonths(search: Pick<MarketSearch, 'since' | 'until'>, months: number): boolean {
  return search.until > addMonths(search.since, months);
}

/** The role, format and range rules of one export (docs/product.md#exports); throws 403 or 400. */
export function checkExportRules(
  claims: AccessClaims,
  type: ExportType,
  format: ExportFormat,
  search: MarketSearch,
): void {
  const role = EXPORT_ROLE[type];
  if (!claims.roles.includes(role)) throw forbidden(`This needs the role ${role}`);
  if (!EXPORT_FORMATS[type].includes(format)) {
    throw badRequest(`The ${type} export is available as ${EXPORT_FORMATS[type].join(' or ')}`);
  }
  if (NEEDS_INVESTMENT.includes(type) && (COUNTRIES_WITHOUT_INVESTMENT as readonly string[]).includes(search.country)) {
    throw badRequest(`Investment data is not available for ${search.country}`);
  }
  if (longerThanMonths(search, 12)) throw badRequest(EXPORT_MESSAGES.rangeOverYear);
  const days = rangeDays(search);
  if (type === 'campaign_details' && days > EXPORT_LIMITS.campaignDetailsMaxDays) {
    throw badRequest(EXPORT_MESSAGES.campaignDetailsDays);
  }
  if ((type === 'soi' || type === 'campaign_rts') && days < EXPORT_LIMITS.investmentMinDays) {
    throw badRequest(EXPORT_MESSAGES.investmentDays);
  }
  if (type === 'snapshots') {
    if (days < EXPORT_LIMITS.snapshotsMinDays) throw badRequest(EXPORT_MESSAGES.snapshotsShort);
    if (!claims.roles.includes(ROLES.superAdmin) && longerThanMonths(search, 3)) {
      throw badRequest(EXPORT_MESSAGES.snapshotsLong);
    }
  }
}
