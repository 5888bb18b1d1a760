import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { ChartColorsProvider } from '../charts/chart-colors-context';
import { SuiteStyleSheet } from '../theme/suite-style-sheet';
import { suiteTheme } from '../theme/suite-theme';
import { useSystemPrefersReducedMotion } from '../theme/use-media-query';
import { useSuiteThemeMode } from '../theme/use-suite-theme-mode';

export interface HostProvidersProps {
  host: HostApi;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers the shell puts around every remote page, for hosts that stand in for the shell
 * (the standalone dev host and the tests). The router is left to the caller. antd gets the
 * suite's theme, as in the shell, so a remote run alone shows (and is checked in) the colours
 * customers see, not antd's defaults, which fail WCAG AA contrast. The host's chart colours
 * too, as a remote's root gives them: the components a test draws outside a root get its host's.
 */
export function HostProviders({ host, queryClient, children }: HostProvidersProps) {
  const mode = useSuiteThemeMode(host);
  const reducedMotion = useSystemPrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={host.i18n}>
        <ConfigProvider theme={suiteTheme(mode, { reducedMotion })}>
          <SuiteStyleSheet />
          <AntApp>
            <ChartColorsProvider colors={host.chartColors}>{children}</ChartColorsProvider>
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
