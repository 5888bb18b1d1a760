import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { createContextValue } from '../../lib/create-context-value';
import type { DialogState } from './dialog-store';

export const [DialogStoreProvider, useDialogStore] = createContextValue<StoreApi<DialogState>>('DialogStore');

/** Reads the dialog store through a selector. */
export function useDialogs<T>(selector: (state: DialogState) => T): T {
  return useStore(useDialogStore(), selector);
}
