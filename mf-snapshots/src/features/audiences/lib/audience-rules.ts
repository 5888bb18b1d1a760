import {
  AUDIENCE_COUNTRIES,
  hasRole,
  HttpError,
  ROLES,
  type AudienceBand,
  type CountryCode,
  type PieSlice,
} from 'shared-contracts';

/**
 * How the audiences card shows (docs/product.md#audiences): measured data; data blurred under the
 * role warning (a supported country without ROLE_FEATURE_AUDIENCES); or 'coming soon' with sample data.
 */
export type AudienceMode = 'live' | 'locked' | 'coming-soon';

function isAudienceCountry(country: CountryCode | null): boolean {
  return country !== null && (AUDIENCE_COUNTRIES as readonly string[]).includes(country);
}

export function audienceMode(country: CountryCode | null, roles: readonly string[]): AudienceMode {
  if (!isAudienceCountry(country)) return 'coming-soon';
  return hasRole(roles, ROLES.audiences) ? 'live' : 'locked';
}

/** What stands in for data the user may not see, or that a country does not have yet. */
export const SAMPLE_AUDIENCE: readonly AudienceBand[] = [
  ['male 6-14', 4],
  ['male 15-24', 15],
  ['male 25-34', 16],
  ['male 35+', 15],
  ['female 6-14', 4],
  ['female 15-24', 15],
  ['female 25-34', 16],
  ['female 35+', 15],
].map(([label, value]) => ({ label: String(label), value: Number(value), extra: null, hidden: false }));

/** The shown bands as slices, with names in the user's language ('male 25-34' → 'Men 25-34'). */
export function audienceSlices(bands: readonly AudienceBand[], nameOf: (label: string) => string): PieSlice[] {
  return bands.filter((band) => !band.hidden).map((band) => ({ type: nameOf(band.label), value: band.value }));
}

/** The translation key (or the server's text) of a failed audiences call (docs/product.md#audiences). */
export type AudienceProblem =
  | { key: 'errors.audiences.role' | 'errors.audiences.void' | 'errors.audiences.noFilterData' }
  | { message: string | null };

export function describeAudienceError(error: unknown, withFilter: boolean): AudienceProblem {
  if (!(error instanceof HttpError)) return { message: null };
  if (error.message === 'errors.audiences.role') return { key: 'errors.audiences.role' };
  if (error.message === 'errors.audiences.void') {
    return { key: withFilter ? 'errors.audiences.noFilterData' : 'errors.audiences.void' };
  }
  return { message: error.message || null };
}
