import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { readServerState, showClientPage } from 'shared-ui/server-page';
import { readyRemotePage } from '../features/remote-view/lib/load-remote-page';
import { remoteLoadsStore } from '../features/remote-view/stores/remote-loads-store';

/** Only the shape `dehydrate` writes: anything else in the page is not the server's answers. */
function asDehydratedState(value: unknown): DehydratedState | undefined {
  const state = value as Partial<DehydratedState> | null | undefined;
  return Array.isArray(state?.queries) && Array.isArray(state?.mutations) ? (state as DehydratedState) : undefined;
}

/**
 * The answers the shell's server drew a public page with (web-server's server-rendered-pages.mjs),
 * in the query cache before the remote's page asks: it finds them and asks nothing again.
 */
export function ServerAnswers({ children }: { children: ReactNode }) {
  const [state] = useState(() => asDehydratedState(readServerState()));
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

/**
 * The remote's page takes the server copy's place once it commits (mf-marketing's
 * TakeOverServerCopy). When it cannot (it failed to load, or a version built before it could, pinned
 * by QA or a canary), the shell shows its own page: the failure, or the remote's page as it draws.
 */
export function useServerCopyHandOverFallback(): void {
  const status = useStore(remoteLoadsStore, (state) => state.loads['mf-marketing']?.status);
  useEffect(() => {
    if (!status) return;
    if (status !== 'loaded' || !readyRemotePage('mf-marketing')?.takesOverServerCopy) showClientPage();
  }, [status]);
}
