import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
// The theme alone, not the shared shared-ui whole: the login page needs nothing else of it.
import { SuiteFocusRing } from 'shared-ui/theme';
import { SessionControllerProvider } from '../features/auth/auth-context';
import { HostProvider } from '../features/remote-view/host-context';
import { SearchStoreProvider } from '../features/search/search-context';
import { ThemeStoreProvider } from '../features/theme/theme-context';
import { PublicHttpProvider } from '../features/auth/public-http-context';
import { DialogStoreProvider } from '../features/dialogs/dialog-context';
import { NavigationStoreProvider } from '../features/navigation/navigation-context';
import { WelcomeStoreProvider } from '../features/welcome/welcome-context';
import { App as AntApp, ConfigProvider } from '../lib/frame-antd';
import type { ShellServices } from './create-shell-services';
import { ShellServicesProvider } from './shell-services-context';
import { SNACKBAR, useSuiteAntdConfig } from './suite-antd-config';

/** antd's theme (the suite's colours, dark/light) and locale follow the theme store and the current language. */
function ThemedAntd({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider {...useSuiteAntdConfig()}>
      <SuiteFocusRing />
      <AntApp {...SNACKBAR}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** The stores of the dashboard frame: dialogs, navigation, welcome, and the API without a token. */
function ShellFrameStores({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <PublicHttpProvider value={services.publicHttp}>
      <DialogStoreProvider value={services.dialogs}>
        <NavigationStoreProvider value={services.navigation}>
          <WelcomeStoreProvider value={services.welcome}>{children}</WelcomeStoreProvider>
        </NavigationStoreProvider>
      </DialogStoreProvider>
    </PublicHttpProvider>
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
                  <ShellFrameStores services={services}>
                    <ThemedAntd>{children}</ThemedAntd>
                  </ShellFrameStores>
                </ThemeStoreProvider>
              </HostProvider>
            </SearchStoreProvider>
          </SessionControllerProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ShellServicesProvider>
  );
}
