import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from './storage-keys';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  SHELL_NAMESPACE,
  shellResources,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../locales';
import { startLanguage } from './detect-language';
import { local } from './storage';

/**
 * The suite's one i18next instance. Remotes receive it through the HostApi and add their own
 * namespaces to it, so a language switch reaches every view at once.
 */
export function createShellI18n(language: Language = startLanguage()): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: {
      es: { [SHELL_NAMESPACE]: shellResources.es },
      en: { [SHELL_NAMESPACE]: shellResources.en },
      pt: { [SHELL_NAMESPACE]: shellResources.pt },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  i18n.on('languageChanged', (lng) => {
    if (!isLanguage(lng)) return;
    local.set(STORAGE_KEYS.language, lng);
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = language;
  return i18n;
}
