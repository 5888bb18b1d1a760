import type { RemoteId } from 'shared-contracts';
import { savesData } from './saves-data';
import { warmRemote } from './warm-remote';

/** Runs a task at an idle moment of the main thread; returns what cancels it. */
export type IdleScheduler = (task: () => void) => () => void;

/** An idle moment comes within this long even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5_000;
/** Where the browser has no idle callback (Safari): a pause after the page's own work. */
const FALLBACK_DELAY_MS = 2_000;

const browserIdle: IdleScheduler = (task) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
};

/**
 * Starts loading the other views' remotes, one per idle moment, so that opening one finds its code
 * there (issue 16: the switch to a view not yet visited). Not with the data saver on. Each remote
 * goes through warmRemote, so one already loaded, refused or failed behaves as on hover.
 */
export function warmWhenIdle(remotes: readonly RemoteId[], schedule: IdleScheduler = browserIdle): () => void {
  if (savesData()) return () => undefined;
  const queue = [...remotes];
  let cancel = () => undefined as void;
  const next = () => {
    const remote = queue.shift();
    if (!remote) return;
    cancel = schedule(() => {
      warmRemote(remote);
      next();
    });
  };
  next();
  return () => cancel();
}
