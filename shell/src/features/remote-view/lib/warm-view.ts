import type { QueryClient } from '@tanstack/react-query';
import type { HostApi, PageId, RemoteId, ViewQuery } from 'shared-contracts';
import { readyRemotePage } from './load-remote-page';
import { hostForPage } from './page-host';
import { savesData } from './saves-data';
import { warmRemote } from './warm-remote';

/**
 * How long the pointer or the focus rests on a sidebar entry before its page's requests start: a
 * pass over the sidebar on the way elsewhere asks the API for nothing. Pressing starts them at once.
 */
export const VIEW_INTENT_DELAY_MS = 100;

/**
 * The first requests of a page whose remote has loaded already (none for another one), for the
 * search as that page shows it, as the page itself will ask.
 */
function viewQueriesOf(remote: RemoteId, page: PageId, host: HostApi): readonly ViewQuery[] {
  const viewQueries = readyRemotePage(remote)?.viewQueries;
  if (!viewQueries) return [];
  try {
    return viewQueries({ host: hostForPage(host, page), page });
  } catch {
    // A remote whose list of requests fails only loses the head start: the page asks as it opens.
    return [];
  }
}

/** Starts a view's request, or hands back the promise of the one already in flight under its key. */
function prefetchViewQuery(queries: QueryClient, query: ViewQuery): Promise<void> {
  return queries.prefetchQuery({ ...query, queryKey: [...query.queryKey] });
}

/**
 * Starts the requests a page makes first for the applied search (its remote's `viewQueries`),
 * when its remote has loaded already (warmed at an idle moment or by an earlier visit). The page's
 * own queries then find them in flight or answered, under the same keys; a search changed before
 * the page opens makes other keys, which the page asks for itself. The data saver is its caller's.
 */
function startViewQueries(remote: RemoteId, page: PageId, host: HostApi, queries: QueryClient): void {
  for (const query of viewQueriesOf(remote, page, host)) {
    void prefetchViewQuery(queries, query);
  }
}

/**
 * The page's first requests that are on their way without an answer yet (started on intent), as
 * one promise settled when each has been answered or has failed; null when none is: the page's
 * data is there already, or the page will ask for it itself.
 */
export function viewAnswersOnTheirWay(
  remote: RemoteId,
  page: PageId,
  host: HostApi,
  queries: QueryClient,
): Promise<void> | null {
  const onTheirWay = viewQueriesOf(remote, page, host).filter((query) => {
    const state = queries.getQueryState([...query.queryKey]);
    return state?.fetchStatus === 'fetching' && state.data === undefined;
  });
  if (onTheirWay.length === 0) return null;
  return Promise.all(onTheirWay.map((query) => prefetchViewQuery(queries, query))).then(() => undefined);
}

/** The entries the pointer or the focus rests on, each with the timer that starts its requests. */
const resting = new Map<RemoteId, ReturnType<typeof setTimeout>>();

/**
 * What asked for a page's requests: its entry pressed (the page is opening: they start whatever
 * the pointer does next) or rested on (they start only if the pointer or the focus is still there).
 */
type Intent = 'pressed' | 'resting';

/** Entries whose page's requests wait for their remote's code, with what asked for them. */
const awaitingCode = new Map<RemoteId, Intent>();

/**
 * Starts the page's first requests now if its remote's code is there, else as soon as it arrives
 * (issue 16: on a busy machine, a click often comes before the idle moment that would have loaded
 * it, and the page's own request would then leave only once its first render has committed).
 */
function startWhenReady(remote: RemoteId, page: PageId, host: HostApi, queries: QueryClient, intent: Intent): void {
  if (savesData()) return;
  if (readyRemotePage(remote)) {
    startViewQueries(remote, page, host, queries);
    return;
  }
  const attempt = warmRemote(remote);
  if (!attempt) return;
  if (awaitingCode.get(remote) !== 'pressed') awaitingCode.set(remote, intent);
  void attempt.then(() => {
    if (!awaitingCode.delete(remote)) return;
    startViewQueries(remote, page, host, queries);
  });
}

export interface ViewIntentHandlers {
  onMouseEnter(): void;
  onFocus(): void;
  onMouseLeave(): void;
  onBlur(): void;
  onPointerDown(): void;
}

/**
 * A sidebar entry's handlers (issue 16: the switch to a view not visited yet). Pointing at or
 * focusing it loads its remote's code at once (warmRemote) and, if the pointer or the focus stays
 * VIEW_INTENT_DELAY_MS, the page's first requests; pressing it starts them at once, so they run
 * beside the click's own render instead of after it. Either waits for the remote's code when it is
 * not there yet; a pointer or focus gone by then asks for nothing, a press still does.
 */
export function viewIntentHandlers(
  remote: RemoteId,
  page: PageId,
  host: HostApi,
  queries: QueryClient,
): ViewIntentHandlers {
  // Kept by remote, not in this closure: the sidebar may render again while the pointer rests.
  const cancel = () => {
    clearTimeout(resting.get(remote));
    resting.delete(remote);
    if (awaitingCode.get(remote) === 'resting') awaitingCode.delete(remote);
  };
  const start = (intent: Intent) => {
    clearTimeout(resting.get(remote));
    resting.delete(remote);
    startWhenReady(remote, page, host, queries, intent);
  };
  const rest = () => {
    warmRemote(remote);
    cancel();
    resting.set(
      remote,
      setTimeout(() => start('resting'), VIEW_INTENT_DELAY_MS),
    );
  };
  return {
    onMouseEnter: rest,
    onFocus: rest,
    onMouseLeave: cancel,
    onBlur: cancel,
    onPointerDown: () => start('pressed'),
  };
}
