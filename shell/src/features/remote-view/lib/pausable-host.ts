import type { HostApi } from 'shared-contracts';
import { pausableStore } from './pausable-store';

export interface PausableHost {
  /** The host for one view: the shell's, with the search and the session read through a pause. */
  host: HostApi;
  pause(): void;
  resume(): void;
}

/** The host a view the shell keeps hidden receives (app/layout/kept-views.tsx). */
export function pausableHost(host: HostApi): PausableHost {
  const search = pausableStore(host.search);
  const session = pausableStore(host.session);
  return {
    host: { ...host, search: search.store, session: session.store },
    pause() {
      search.pause();
      session.pause();
    },
    resume() {
      search.resume();
      session.resume();
    },
  };
}
