import { useEffect, useRef } from 'react';
import type { CompareDimensionName, CompareSelection, FilterItem, HostApi } from 'shared-contracts';
import { useStore } from 'zustand';
import { readMine, writeMine } from '../lib/mine-memory';

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * "Mine" remembered per user and dimension: the first entity is written down whenever it changes,
 * and a page opened with nothing picked starts from the user's last one.
 */
export function useMineMemory(host: HostApi, selection: CompareSelection, change: (next: CompareSelection) => void) {
  const user = useStore(host.session, (state) => state.claims?.username ?? null);
  const restored = useRef(false);
  const mine = selection.entities[0];

  useEffect(() => {
    if (restored.current || !user) return;
    restored.current = true;
    const store = storage();
    const remembered = store && selection.entities.length === 0 ? readMine(store, user, selection.dimension) : null;
    if (remembered) change({ dimension: selection.dimension, entities: [remembered] });
  }, [user, selection, change]);

  useEffect(() => {
    const store = storage();
    if (store && user && mine) writeMine(store, user, selection.dimension, mine);
  }, [user, mine, selection.dimension]);

  /** The user's "mine" of another dimension, to start it from after a switch. */
  return (dimension: CompareDimensionName): FilterItem | null => {
    const store = storage();
    return store && user ? readMine(store, user, dimension) : null;
  };
}
