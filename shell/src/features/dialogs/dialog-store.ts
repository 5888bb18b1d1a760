import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DialogRequest } from 'shared-contracts';

/** The shell dialog a view asked for; the dialogs themselves render from this store. */
export interface DialogState {
  open: DialogRequest | null;
}

export function createDialogStore(): StoreApi<DialogState> {
  return createStore<DialogState>(() => ({ open: null }));
}
