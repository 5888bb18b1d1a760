import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSED_MODULE, REMOTES, type RemoteId } from 'shared-contracts';
import { isFallbackModule } from './fallback-marker';
import { keepWarmedPage } from './load-remote-page';
import { getRemotePlan } from './remote-plan';

const warmed = new Set<RemoteId>();

/**
 * Starts loading a remote's page before it is opened (the pointer or the focus is on its sidebar
 * entry), so the click finds manifest, entry and page code already downloaded. Through loadRemote
 * itself, not preloadRemote: the runtime's preload links carry no `crossorigin`, so the scripts
 * (loaded with crossorigin) would be downloaded twice. A failed attempt is forgotten, so the view
 * still loads, fails and offers its retry exactly as without warming. A page that loads is kept
 * ready, so that opening it draws the view in the click's own render.
 */
export function warmRemote(remote: RemoteId): void {
  const entry = getRemotePlan()?.entries[remote];
  if (!entry || entry.refused || warmed.has(remote)) return;
  warmed.add(remote);
  loadRemote<unknown>(`${REMOTES[remote]}/${REMOTE_EXPOSED_MODULE}`).then(
    (loaded) => {
      if (isFallbackModule(loaded)) warmed.delete(remote);
      else keepWarmedPage(remote, loaded);
    },
    () => warmed.delete(remote),
  );
}
