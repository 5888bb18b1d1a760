import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { HostApi } from 'shared-contracts';

export interface HostProvidersProps {
  host: HostApi;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers the shell puts around every remote page, for hosts that stand in for the shell
 * (the standalone dev host and the tests). The router is left to the caller.
 */
export function HostProviders({ host, queryClient, children }: HostProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={host.i18n}>
        <ConfigProvider>
          <AntApp>{children}</AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
