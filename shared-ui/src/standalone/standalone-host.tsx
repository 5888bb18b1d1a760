import { QueryClient } from '@tanstack/react-query';
import { Layout, Tag } from 'antd';
import { useState, type ComponentType } from 'react';
import { BrowserRouter } from 'shared-router';
import type { PageId, RemotePageProps } from 'shared-contracts';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { HostProviders } from '../providers/host-providers';
import { createStandaloneHandle, type StandaloneHandle } from './create-standalone-handle';
import { StandaloneGate } from './standalone-gate';

export interface StandaloneOptions {
  /** The page prop the shell would pass. */
  page: PageId;
  /** The remote's app id ('sov', …), shown so nobody mistakes this host for the shell. */
  namespace: string;
  /** Log in as the demo analyst first (default). False for public pages. */
  signIn?: boolean;
}

export interface StandaloneHostProps extends StandaloneOptions {
  Page: ComponentType<RemotePageProps>;
  /** Injected by tests; by default a new dev host. */
  handle?: StandaloneHandle;
}

/** Runs one remote page alone, with what the shell would give it, against the real API. */
export function StandaloneHost({ Page, page, namespace, signIn = true, handle: givenHandle }: StandaloneHostProps) {
  const [handle] = useState(() => givenHandle ?? createStandaloneHandle());
  const [queryClient] = useState(() => new QueryClient());
  return (
    <BrowserRouter>
      <HostProviders host={handle.host} queryClient={queryClient}>
        {/* antd's Layout paints the theme's page background (dark in dark mode) behind the page. */}
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Content style={{ padding: 24 }}>
            <StandaloneBanner handle={handle} namespace={namespace} />
            <StandaloneGate handle={handle} signIn={signIn}>
              <Page host={handle.host} page={page} />
            </StandaloneGate>
          </Layout.Content>
        </Layout>
      </HostProviders>
    </BrowserRouter>
  );
}

function StandaloneBanner({ handle, namespace }: { handle: StandaloneHandle; namespace: string }) {
  const { t } = useSharedUiTranslation(handle.host.i18n);
  return (
    <Tag color="purple" style={{ marginBottom: 16 }}>
      {t('standalone.banner', { app: namespace })}
    </Tag>
  );
}
