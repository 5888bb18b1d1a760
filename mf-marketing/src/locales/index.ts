import type { i18n as I18n } from 'i18next';
import { pickLanguage, type Language } from 'shared-contracts';
import type { TranslationTree } from 'shared-ui/i18n';

/** This remote's i18next namespace: its app id. */
export const NAMESPACE = 'marketing';

/** One module per language: a visitor downloads the words of the page's language only (issue 56). */
const BUNDLES: Record<Language, () => Promise<TranslationTree>> = {
  es: () => import('./es').then((module) => module.es),
  en: () => import('./en').then((module) => module.en),
  pt: () => import('./pt').then((module) => module.pt),
};

/** A promise React's `use` reads at once once settled (its status field, as React sets it). */
type Loading = Promise<void> & { status?: 'fulfilled'; value?: undefined };

const bundles = new Map<Language, TranslationTree>();
const downloads = new Map<Language, Promise<TranslationTree>>();
const added = new WeakMap<I18n, Map<Language, Loading>>();

function download(lang: Language): Promise<TranslationTree> {
  let loading = downloads.get(lang);
  if (!loading) {
    loading = BUNDLES[lang]().then((bundle) => {
      bundles.set(lang, bundle);
      return bundle;
    });
    downloads.set(lang, loading);
  }
  return loading;
}

/** Downloads every language's words (the tests draw a page at once, in any language). */
export function preloadTranslations(): Promise<TranslationTree[]> {
  return Promise.all((Object.keys(BUNDLES) as Language[]).map(download));
}

/**
 * Adds the namespace's bundle of `language` to the host's i18next instance, once per instance and
 * language: at once when its module is here, else once downloaded. The promise says when.
 */
export function loadTranslations(i18n: I18n, language: string): Loading {
  const lang = pickLanguage(language);
  let byLanguage = added.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    added.set(i18n, byLanguage);
  }
  const known = byLanguage.get(lang);
  if (known) return known;
  const add = (bundle: TranslationTree) => i18n.addResourceBundle(lang, NAMESPACE, bundle, true, true);
  const bundle = bundles.get(lang);
  let loading: Loading;
  if (bundle) {
    add(bundle);
    loading = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
  } else {
    const started: Loading = download(lang).then((downloaded) => {
      add(downloaded);
      started.status = 'fulfilled';
    });
    loading = started;
  }
  byLanguage.set(lang, loading);
  return loading;
}
