import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { HostApi, PageId, RemoteId, RemotePageProps } from 'shared-contracts';
import { useHost } from '../host-context';
import { loadRemotePage, readyRemotePage } from '../lib/load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteErrorViewProps } from './remote-error-view';

interface RemoteViewProps {
  remote: RemoteId;
  page: PageId;
}

export interface RemoteViewOfProps extends RemoteViewProps {
  /** What shows while the page's code loads. */
  loading: ReactNode;
  /** What shows in place of a page that failed. */
  Failure: ComponentType<RemoteErrorViewProps>;
  /**
   * The host the page receives, from the shell's (the dashboard's: its search as the page shows it,
   * lib/page-host.ts). A parameter so that the public pages, which read no search, do not bring the
   * search's rules with them.
   */
  hostFor(host: HostApi, page: PageId): HostApi;
}

/** A new lazy component per attempt: React.lazy keeps a rejection, so a retry needs a new one. */
function lazyRemotePage(remote: RemoteId) {
  return lazy(() => loadRemotePage(remote));
}

interface PageAttempt {
  count: number;
  Page: ComponentType<RemotePageProps>;
  /** The page was at hand (loaded before, or warmed) and renders without suspending. */
  ready: boolean;
}

/**
 * The page of one attempt. One already at hand is rendered as it is: through React.lazy it would
 * suspend once all the same, and React renders a suspended view again in slices between frames,
 * which took a cold switch about three times its work (issue 16).
 */
function pageAttempt(remote: RemoteId, count: number): PageAttempt {
  const ready = readyRemotePage(remote);
  return ready ? { count, Page: ready.default, ready: true } : { count, Page: lazyRemotePage(remote), ready: false };
}

/**
 * Holds the lazy page in state, above the Suspense boundary: a subtree that suspends on its
 * first mount is thrown away, so a lazy created below it would be created and loaded again.
 */
export function RemoteViewOf({ remote, page, loading, Failure, hostFor }: RemoteViewOfProps) {
  const shellHost = useHost();
  const host = useMemo(() => hostFor(shellHost, page), [hostFor, shellHost, page]);
  const [attempt, setAttempt] = useState(() => pageAttempt(remote, 0));
  // Retry loads again (the runtime keeps no failed manifest or entry); no page reload.
  const retry = () => setAttempt(({ count }) => pageAttempt(remote, count + 1));
  const { Page, ready } = attempt;
  // A page at hand is still loaded through the runtime, as the lazy one is, so that its load is
  // recorded and reported the same way (the runtime answers from its cache).
  useEffect(() => {
    if (ready) loadRemotePage(remote).catch(() => undefined);
  }, [ready, remote]);
  return (
    <RemoteErrorBoundary key={attempt.count} remote={remote} onRetry={retry} Failure={Failure}>
      <Suspense fallback={loading}>
        <Page host={host} page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
