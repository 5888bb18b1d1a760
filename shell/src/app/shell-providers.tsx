import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionControllerProvider } from '../features/auth/auth-context';
import { HostProvider } from '../features/remote-view/host-context';
import { SearchStoreProvider } from '../features/search/search-context';
import { ThemeStoreProvider } from '../features/theme/theme-context';
import { PublicHttpProvider } from '../features/auth/public-http-context';
import { DialogStoreProvider } from '../features/dialogs/dialog-context';
import { NavigationStoreProvider } from '../features/navigation/navigation-context';
import { WelcomeStoreProvider } from '../features/welcome/welcome-context';
import { NativeLookStyles } from '../lib/native-look/native-look-styles';
import { ShellQueriesProvider } from '../lib/shell-queries/shell-queries';
import type { ShellServices } from './create-shell-services';
import { ShellServicesProvider } from './shell-services-context';

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
        <ShellQueriesProvider value={services.queries}>
          <SessionControllerProvider value={services.sessionController}>
            <SearchStoreProvider value={services.search}>
              <HostProvider value={services.host}>
                <ThemeStoreProvider value={services.theme}>
                  <ShellFrameStores services={services}>
                    {/* No antd here: it loads with the dashboard, the public pages and each dialog (issue 16). */}
                    <NativeLookStyles />
                    {children}
                  </ShellFrameStores>
                </ThemeStoreProvider>
              </HostProvider>
            </SearchStoreProvider>
          </SessionControllerProvider>
        </ShellQueriesProvider>
      </I18nextProvider>
    </ShellServicesProvider>
  );
}
