/** The languages the product speaks (docs/product.md#languages-and-time). */
export const SUPPORTED_LANGUAGES = ['es', 'en', 'pt'] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Spanish is the fallback when the browser speaks none of them (docs/decisions.md#language-and-format). */
export const DEFAULT_LANGUAGE: SupportedLanguage = 'es';

function isSupported(language: string): language is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language);
}

/** The browser's language (`pt-BR` counts as `pt`) when the product speaks it, else Spanish. */
export function pickLanguage(browserLanguage: string | undefined): SupportedLanguage {
  const primary = (browserLanguage ?? '').toLowerCase().split('-')[0] ?? '';
  return isSupported(primary) ? primary : DEFAULT_LANGUAGE;
}
