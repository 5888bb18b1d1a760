import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SessionControllerProvider } from '../features/auth/auth-context';
import { HostProvider } from '../features/remote-view/host-context';
import { SearchStoreProvider } from '../features/search/search-context';
import { ThemeStoreProvider, useThemeStore } from '../features/theme/theme-context';
import { useThemeMode } from '../features/theme/use-theme-mode';
import { antdLocale } from '../lib/antd-locale';
import type { ShellServices } from './create-shell-services';
import { ShellServicesProvider } from './shell-services-context';

/** antd's theme (dark/light) and locale follow the theme store and the current language. */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const mode = useThemeMode(useThemeStore());
  return (
    <ConfigProvider
      locale={antdLocale(i18n.resolvedLanguage ?? i18n.language)}
      theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Every provider of the shell, rendered once around the router. */
export function ShellProviders({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <ShellServicesProvider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <QueryClientProvider client={services.queryClient}>
          <SessionControllerProvider value={services.sessionController}>
            <SearchStoreProvider value={services.search}>
              <HostProvider value={services.host}>
                <ThemeStoreProvider value={services.theme}>
                  <ThemedAntd>{children}</ThemedAntd>
                </ThemeStoreProvider>
              </HostProvider>
            </SearchStoreProvider>
          </SessionControllerProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ShellServicesProvider>
  );
}
