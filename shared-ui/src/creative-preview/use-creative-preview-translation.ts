import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { creativePreviewEn, creativePreviewEs, creativePreviewPt } from './creative-preview-locales';

// shared-ui's namespace (locales/index.ts), named here so this module does not bring every
// shared-ui string with it.
const NAMESPACE = 'shared-ui';

const registered = new WeakSet<I18n>();

/**
 * The creative preview's strings alone (`creativePreview.*` of shared-ui's namespace), for a page
 * that steps through a creative without the rest of shared-ui (the public spot page, issue 56).
 * They are added without overwriting, deep, so shared-ui's whole bundle may come before or after.
 */
export function useCreativePreviewTranslation(i18n: I18n) {
  if (!registered.has(i18n)) {
    const bundles = { en: creativePreviewEn, es: creativePreviewEs, pt: creativePreviewPt };
    for (const [language, creativePreview] of Object.entries(bundles)) {
      i18n.addResourceBundle(language, NAMESPACE, { creativePreview }, true, false);
    }
    registered.add(i18n);
  }
  return useTranslation(NAMESPACE, { i18n });
}
