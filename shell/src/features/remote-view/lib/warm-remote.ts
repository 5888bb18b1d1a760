import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSED_MODULE, REMOTES, type RemoteId } from 'shared-contracts';
import { isFallbackModule } from './fallback-marker';
import { keepWarmedPage } from './load-remote-page';
import { getRemotePlan } from './remote-plan';

/** Each remote's attempt, in flight or landed; a failed one is forgotten so that the next tries again. */
const warmed = new Map<RemoteId, Promise<void>>();

/**
 * Starts loading a remote's page before it is opened (the pointer or the focus is on its sidebar
 * entry), so the click finds manifest, entry and page code already downloaded. Through loadRemote
 * itself, not preloadRemote: the runtime's preload links carry no `crossorigin`, so the scripts
 * (loaded with crossorigin) would be downloaded twice. A failed attempt is forgotten, so the view
 * still loads, fails and offers its retry exactly as without warming. A page that loads is kept
 * ready, so that opening it draws the view in the click's own render.
 *
 * Returns the attempt, settled once the page is ready or the attempt has failed (it never
 * rejects), or null for a remote this page does not load.
 */
export function warmRemote(remote: RemoteId): Promise<void> | null {
  const entry = getRemotePlan()?.entries[remote];
  if (!entry || entry.refused) return null;
  const known = warmed.get(remote);
  if (known) return known;
  const attempt = loadRemote<unknown>(`${REMOTES[remote]}/${REMOTE_EXPOSED_MODULE}`).then(
    (loaded) => {
      if (isFallbackModule(loaded)) warmed.delete(remote);
      else keepWarmedPage(remote, loaded);
    },
    () => {
      warmed.delete(remote);
    },
  );
  warmed.set(remote, attempt);
  return attempt;
}
