import { isCountryCode } from 'shared-contracts';
import { countryName } from 'shared-ui/format';

/** A country id of the path (any case) named in the visitor's language; an unknown id stays as typed. */
export function countryLabel(countryId: string, language: string): string {
  const code = countryId.toUpperCase();
  return isCountryCode(code) ? countryName(code, language) : countryId;
}
