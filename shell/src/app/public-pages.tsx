import { lazy } from 'react';
import type { HostApi } from 'shared-contracts';
import { useTranslation } from 'react-i18next';
import { RemoteViewOf } from '../features/remote-view/components/remote-view-of';
import { FullPageSpin } from '../lib/full-page-spin';
import { ShellQueryProvider } from '../lib/shell-queries/shell-query-provider';
import { ServerAnswers, useServerCopyHandOverFallback } from './public-server-copy';

// antd comes only with a failure: the public pages draw without it (docs/decisions.md, "Public
// pages draw without antd").
const PublicPageFailure = lazy(() =>
  import('./public-page-failure').then((module) => ({ default: module.PublicPageFailure })),
);

/** The public pages read no search: they get the shell's host as it is. */
const shellHost = (host: HostApi) => host;

/**
 * The public pages: the marketing remote, drawn with native elements in antd's look (shared-ui's
 * native look, whose stylesheet the shell renders with the page's nonce and theme), with the
 * shell's QueryClient (the remote's calls go through TanStack Query). No antd: the page's script
 * stays within 200 KB before its content shows (issue 56). The page the shell's server drew shows
 * until the remote's takes its place (public-server-copy.tsx).
 */
export function PublicPages() {
  const { t } = useTranslation('shell');
  useServerCopyHandOverFallback();
  return (
    <ShellQueryProvider>
      <ServerAnswers>
        <RemoteViewOf
          remote="mf-marketing"
          page="home"
          loading={<FullPageSpin label={t('remote.loading')} />}
          Failure={PublicPageFailure}
          hostFor={shellHost}
        />
      </ServerAnswers>
    </ShellQueryProvider>
  );
}
