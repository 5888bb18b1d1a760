import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * Whether the welcome dialog still owes the user its message step. Set by a login on the form
 * (not by a reload), cleared when the dialog closes. The terms step needs no flag: it shows for
 * as long as the claims say the terms are not accepted.
 */
export interface WelcomeState {
  messagePending: boolean;
}

export function createWelcomeStore(): StoreApi<WelcomeState> {
  return createStore<WelcomeState>(() => ({ messagePending: false }));
}
