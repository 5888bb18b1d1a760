import type { i18n as I18n } from 'i18next';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages';

/** A translation bundle: nested keys, every leaf a string. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** One bundle per supported language. Type `es` and `pt` as `typeof en` so no key goes missing. */
export type TranslationResources = Record<SupportedLanguage, TranslationTree>;

// Per i18next instance, the resources last added for each namespace. A remote page renders many
// times; its bundles need adding only once per instance (a new resources object adds again).
const registered = new WeakMap<I18n, Map<string, TranslationResources>>();

/**
 * Adds a package's es/en/pt bundles to the host's i18next instance under its own namespace
 * (the app id: 'sov', 'investment', …). Safe to call on every render: it adds each bundle once.
 */
export function registerTranslations(i18n: I18n, namespace: string, resources: TranslationResources): void {
  let byNamespace = registered.get(i18n);
  if (!byNamespace) {
    byNamespace = new Map();
    registered.set(i18n, byNamespace);
  }
  if (byNamespace.get(namespace) === resources) return;
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
  byNamespace.set(namespace, resources);
}
