import type { App as AntApp, ConfigProvider as AntConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { SuiteStyleSheet } from 'shared-ui/theme';
import { SNACKBAR, useSuiteAntdConfig } from './suite-antd-config';
import type { AntdStylesheet } from './zero-runtime';

interface AntdProviders {
  ConfigProvider: typeof AntConfigProvider;
  App: typeof AntApp;
}

/**
 * The suite's antd settings (theme, locale, CSP nonce, snackbar) around a part of the page, from
 * the antd modules given: the shared `antd` for the dashboard and the public pages, the shell's
 * own paths (lib/frame-antd.ts) for what opens before login.
 *
 * Given a stylesheet, antd runs without generating styles (its `zeroRuntime`): the components
 * take their rules from antd's prebuilt stylesheet and only the theme's CSS variables are written
 * at runtime. Generating the rules of each component the first time it drew was a third of the
 * dashboard's first render on a slow CPU. React puts the stylesheet in the head and holds the
 * frame's commit until it has loaded, so nothing is drawn unstyled.
 */
export function createSuiteAntdFrame({ ConfigProvider, App }: AntdProviders, stylesheet: AntdStylesheet | null = null) {
  return function SuiteAntdFrame({ children }: { children: ReactNode }) {
    const config = useSuiteAntdConfig();
    const theme = useMemo(() => (stylesheet ? { ...config.theme, zeroRuntime: true } : config.theme), [config.theme]);
    return (
      <ConfigProvider {...config} theme={theme}>
        {stylesheet ? <link rel="stylesheet" href={stylesheet.href} precedence="antd" /> : null}
        <SuiteStyleSheet />
        <App {...SNACKBAR}>{children}</App>
      </ConfigProvider>
    );
  };
}
