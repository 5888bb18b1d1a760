import type { Language } from './languages';

/** Every country the product monitors (docs/product.md#countries). */
export const SUPPORTED_COUNTRIES = [
  'AR',
  'BR',
  'CL',
  'CO',
  'CR',
  'DO',
  'US',
  'EC',
  'ES',
  'SV',
  'GT',
  'HN',
  'MX',
  'PA',
  'PY',
  'PE',
  'PR',
  'UY',
  'VE',
] as const;

export type CountryCode = (typeof SUPPORTED_COUNTRIES)[number];

/** The spec's "special group": countries not available on investment and snapshots. */
export const COUNTRIES_WITHOUT_INVESTMENT: readonly CountryCode[] = ['VE', 'US'];

/** Local currency of each country, used by Real-Time Spend (docs/decisions.md#countries). */
export const COUNTRY_CURRENCY: Readonly<Record<CountryCode, string>> = {
  AR: 'ARS',
  BR: 'BRL',
  CL: 'CLP',
  CO: 'COP',
  CR: 'CRC',
  DO: 'DOP',
  EC: 'USD',
  ES: 'EUR',
  GT: 'GTQ',
  HN: 'HNL',
  MX: 'MXN',
  PA: 'USD',
  PE: 'PEN',
  PR: 'USD',
  PY: 'PYG',
  SV: 'USD',
  US: 'USD',
  UY: 'UYU',
  VE: 'VES',
};

/**
 * The language a country's ads speak: generated creatives follow the country they run in (Brazil
 * in Portuguese, the United States in English, the rest in Spanish).
 */
export const COUNTRY_LANGUAGE: Readonly<Record<CountryCode, Language>> = {
  AR: 'es',
  BR: 'pt',
  CL: 'es',
  CO: 'es',
  CR: 'es',
  DO: 'es',
  EC: 'es',
  ES: 'es',
  GT: 'es',
  HN: 'es',
  MX: 'es',
  PA: 'es',
  PE: 'es',
  PR: 'es',
  PY: 'es',
  SV: 'es',
  US: 'en',
  UY: 'es',
  VE: 'es',
};

export function isCountryCode(value: string): value is CountryCode {
  return (SUPPORTED_COUNTRIES as readonly string[]).includes(value);
}
