import { useCallback } from 'react';
import type { CompareSelection, HostApi } from 'shared-contracts';
import { useStore } from 'zustand';

/**
 * The selection of the shared search (`SearchState.compare`): the shell owns it, the page asks it
 * to change with `compare:change`, so a share link and a new tab carry it.
 */
export function useCompareSelection(host: HostApi) {
  const selection = useStore(host.search, (state) => state.compare);
  const change = useCallback((next: CompareSelection) => host.events.emit('compare:change', next), [host]);
  return { selection, change };
}
