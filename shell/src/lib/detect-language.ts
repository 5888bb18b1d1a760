import { DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared-contracts/languages';
import { local } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The stored choice, else the browser's language when supported, else Spanish. Without i18next,
 * so the page's entry can use it before the app starts (its early frame).
 */
export function detectLanguage(
  stored: string | null = local.get(STORAGE_KEYS.language),
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  if (isLanguage(stored)) return stored;
  const browser = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return browser ?? DEFAULT_LANGUAGE;
}
