import type { App as AntApp, ConfigProvider as AntConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { SuiteFocusRing } from 'shared-ui/theme';
import { SNACKBAR, useSuiteAntdConfig } from './suite-antd-config';

interface AntdProviders {
  ConfigProvider: typeof AntConfigProvider;
  App: typeof AntApp;
}

/**
 * The suite's antd settings (theme, locale, CSP nonce, snackbar) around a part of the page, from
 * the antd modules given: the shared `antd` for the dashboard and the public pages, the shell's
 * own paths (lib/frame-antd.ts) for what opens before login.
 */
export function createSuiteAntdFrame({ ConfigProvider, App }: AntdProviders) {
  return function SuiteAntdFrame({ children }: { children: ReactNode }) {
    return (
      <ConfigProvider {...useSuiteAntdConfig()}>
        <SuiteFocusRing />
        <App {...SNACKBAR}>{children}</App>
      </ConfigProvider>
    );
  };
}
