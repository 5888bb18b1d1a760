import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { RemoteId } from 'shared-contracts';

/** How the last attempt to load a remote's page ended. */
export type RemoteLoadStatus = 'loaded' | 'failed' | 'incompatible' | 'refused';

/** One remote's last load, as measured by the loader (for the diagnostics panel). */
interface RemoteLoadRecord {
  status: RemoteLoadStatus;
  /** The contract version the loaded module reported; null when nothing was loaded. */
  contractVersion: string | null;
  /** From loadRemote's call to its answer: manifest, entry, shared libraries and the module. */
  loadMs: number;
}

export interface RemoteLoadsState {
  loads: Partial<Record<RemoteId, RemoteLoadRecord>>;
  record(remote: RemoteId, load: RemoteLoadRecord): void;
}

function createRemoteLoadsStore() {
  return createStore<RemoteLoadsState>()((set) => ({
    loads: {},
    record: (remote, load) =>
      set((state) =>
        // A page loaded again comes from the runtime's cache: the first load's time is the one
        // worth showing.
        state.loads[remote]?.status === 'loaded' && load.status === 'loaded'
          ? state
          : { loads: { ...state.loads, [remote]: load } },
      ),
  }));
}

/** One per page, like the runtime's own registry of loaded remotes. */
export const remoteLoadsStore = createRemoteLoadsStore();

export function useRemoteLoads(): RemoteLoadsState['loads'] {
  return useStore(remoteLoadsStore, (state) => state.loads);
}
