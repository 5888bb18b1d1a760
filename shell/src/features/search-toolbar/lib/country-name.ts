import type { CountryCode } from 'shared-contracts';

/** "Argentina (AR)" in the interface language, from the browser's own country names. */
export function countryLabel(code: CountryCode, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
