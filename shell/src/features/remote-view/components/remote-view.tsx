import { Flex, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageId, RemoteId } from 'shared-contracts';
import { useHost } from '../host-context';
import { loadRemotePage } from '../lib/load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface RemoteViewProps {
  remote: RemoteId;
  page: PageId;
}

/** A new lazy component per attempt: React.lazy keeps a rejection, so a retry needs a new one. */
function lazyRemotePage(remote: RemoteId) {
  return lazy(() => loadRemotePage(remote));
}

/**
 * Holds the lazy page in state, above the Suspense boundary: a subtree that suspends on its
 * first mount is thrown away, so a lazy created below it would be created and loaded again.
 */
function RemoteViewOf({ remote, page }: RemoteViewProps) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: lazyRemotePage(remote) }));
  // Retry loads again (the runtime keeps no failed manifest or entry); no page reload.
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, Page: lazyRemotePage(remote) }));
  const { Page } = attempt;
  return (
    <RemoteErrorBoundary key={attempt.count} remote={remote} onRetry={retry}>
      <Suspense
        fallback={
          <Flex align="center" justify="center" style={{ minHeight: 240 }}>
            <Spin size="large" description={t('remote.loading')} />
          </Flex>
        }
      >
        <Page host={host} page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Mounts one remote's page inside the shell's outlet: a spinner while it loads, and a failure
 * with a retry (or the contract clash) in place of the view if anything goes wrong.
 */
export function RemoteView({ remote, page }: RemoteViewProps) {
  return <RemoteViewOf key={remote} remote={remote} page={page} />;
}
