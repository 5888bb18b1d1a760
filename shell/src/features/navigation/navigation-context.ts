import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { createContextValue } from '../../lib/create-context-value';
import type { NavigationState } from './navigation-store';

export const [NavigationStoreProvider, useNavigationStore] =
  createContextValue<StoreApi<NavigationState>>('NavigationStore');

/** Reads the navigation store through a selector. */
export function useNavigation<T>(selector: (state: NavigationState) => T): T {
  return useStore(useNavigationStore(), selector);
}
