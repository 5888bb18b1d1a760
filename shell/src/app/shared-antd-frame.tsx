import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { SNACKBAR, useSuiteAntdConfig } from './suite-antd-config';

/**
 * The suite's antd settings again, from the shared `antd` every remote uses. The frame before
 * login sets them from the shell's own paths (lib/frame-antd.ts); while the shell's copy is the
 * page's antd this is the same ConfigProvider twice. If a remote's newer copy won the share scope,
 * only this one reaches the views drawn with it. Loads with the dashboard and the public pages.
 */
export function SharedAntdFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider {...useSuiteAntdConfig()}>
      {/* No element of its own: the frame's App already wraps the page in one. */}
      <AntApp component={false} {...SNACKBAR}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
