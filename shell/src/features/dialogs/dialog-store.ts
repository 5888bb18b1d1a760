import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DialogRequest } from 'shared-contracts';

/** The shell dialog a view (or the shell) asked for; the dialog host renders it. One at a time. */
export interface DialogState {
  open: DialogRequest | null;
}

export function createDialogStore(): StoreApi<DialogState> {
  return createStore<DialogState>(() => ({ open: null }));
}

export function openDialog(store: StoreApi<DialogState>, request: DialogRequest): void {
  store.setState({ open: request });
}

/** Closes `request` if it is still the one open (a late close must not shut a newer dialog). */
export function closeDialog(store: StoreApi<DialogState>, request?: DialogRequest): void {
  if (request && store.getState().open !== request) return;
  store.setState({ open: null });
}
