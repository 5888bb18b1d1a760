import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/** The languages of the product, in the order the selector lists them (docs/product.md#languages-and-time). */
export const SUPPORTED_LANGUAGES = ['es', 'en', 'pt'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The first supported language: the fallback when the browser's is none of them. */
export const DEFAULT_LANGUAGE: Language = 'es';

export const SHELL_NAMESPACE = 'shell';

export const shellResources = { es, en, pt } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
