import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { DialogState } from './dialog-store';

/**
 * The dialog host's dialogs unmount as they close, before antd's Modal can give the focus back to
 * the control that opened them (WCAG 2.4.3): this remembers what had the focus when a dialog was
 * asked for (the store changes inside the click or key handler) and gives it the focus back once
 * the dialog is gone.
 */
export function useFocusBackToOpener(store: StoreApi<DialogState>): void {
  useEffect(() => {
    let opener: HTMLElement | null = null;
    return store.subscribe((state, previous) => {
      if (state.open && !previous.open) {
        opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      } else if (!state.open && previous.open) {
        const back = opener;
        opener = null;
        // After React has removed the dialog and its focus trap.
        setTimeout(() => {
          if (back?.isConnected) back.focus();
        }, 0);
      }
    });
  }, [store]);
}
