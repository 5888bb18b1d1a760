import type { ConfigProviderProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { suiteTheme, useSystemPrefersReducedMotion } from 'shared-ui/theme';
import { useThemeStore } from '../theme-context';
import { useThemeMode } from '../use-theme-mode';
import { antdLocale } from '../../../lib/antd-locale';
import { readCspNonce } from '../../../lib/csp-nonce';

/** Read once: the page's nonce does not change while it lives. */
const CSP = { nonce: readCspNonce() };

/**
 * antd's settings for the whole suite: the theme follows the theme store and the system's wish for
 * reduced motion, the locale the language.
 */
export function useSuiteAntdConfig(): Pick<ConfigProviderProps, 'csp' | 'locale' | 'theme'> {
  const { i18n } = useTranslation();
  const mode = useThemeMode(useThemeStore());
  const reducedMotion = useSystemPrefersReducedMotion();
  return {
    csp: CSP,
    locale: antdLocale(i18n.resolvedLanguage ?? i18n.language),
    theme: suiteTheme(mode, { reducedMotion }),
  };
}

/** docs/product.md#shell-frame: snackbar at the bottom right, hidden after 6 seconds. */
export const SNACKBAR = { notification: { placement: 'bottomRight', duration: 6 }, message: { duration: 6 } } as const;
