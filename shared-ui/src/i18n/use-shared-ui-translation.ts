import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { sharedUiResources, SHARED_UI_NAMESPACE } from '../locales';
import { registerTranslations } from './register-translations';

/**
 * shared-ui's own strings, from the host's i18next instance. The instance is passed explicitly:
 * the HostApi's `i18n` is the contract, whatever provider sits above.
 */
export function useSharedUiTranslation(i18n: I18n) {
  registerTranslations(i18n, SHARED_UI_NAMESPACE, sharedUiResources);
  return useTranslation(SHARED_UI_NAMESPACE, { i18n });
}
