/** The languages the product speaks, in the order the selectors list them (docs/product.md#languages-and-time). */
export const SUPPORTED_LANGUAGES = ['es', 'en', 'pt'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Spanish is the fallback when the browser speaks none of them (docs/decisions.md#language-and-format). */
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** A browser language tag's product language (`pt-BR` counts as `pt`), else Spanish. */
export function pickLanguage(browserLanguage: string | undefined): Language {
  const primary = (browserLanguage ?? '').toLowerCase().split('-')[0] ?? '';
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
