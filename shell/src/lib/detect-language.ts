import { DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared-contracts/languages';
import { local } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The language a link names with `?lang=` (es, en or pt; anything else is ignored), else null.
 * The public pages' hreflang alternates and canonical links are such links.
 */
export function languageInAddress(search: string): Language | null {
  const named = new URLSearchParams(search).get('lang');
  return isLanguage(named) ? named : null;
}

/**
 * The link's `?lang=`, else the stored choice, else the browser's language when supported, else
 * Spanish. Without i18next, so the page's entry can use it before the app starts (its early frame).
 */
export function detectLanguage(
  stored: string | null = local.get(STORAGE_KEYS.language),
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
  search: string = window.location.search,
): Language {
  const linked = languageInAddress(search);
  if (linked) return linked;
  if (isLanguage(stored)) return stored;
  const browser = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return browser ?? DEFAULT_LANGUAGE;
}

/**
 * The language the app starts in. A link's `?lang=` is remembered as the language switch
 * remembers a choice, so the pages the visitor opens next, without it, stay in that language.
 * The address is left as it is: it is the page's canonical or hreflang link.
 */
export function startLanguage(search: string = window.location.search): Language {
  const linked = languageInAddress(search);
  if (linked) local.set(STORAGE_KEYS.language, linked);
  return detectLanguage(undefined, undefined, search);
}
