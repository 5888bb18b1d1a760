import { act, render, screen } from '@testing-library/react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { closeDialog, createDialogStore, openDialog, type DialogState } from './dialog-store';
import { useFocusBackToOpener } from './use-focus-back-to-opener';

function Host({ store }: { store: StoreApi<DialogState> }) {
  useFocusBackToOpener(store);
  const open = useStore(store, (state) => state.open);
  return (
    <>
      <button type="button">Help</button>
      {open && <input aria-label="In the dialog" autoFocus />}
    </>
  );
}

describe('useFocusBackToOpener', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the focus back to the control that opened the dialog once the dialog is gone', () => {
    const store = createDialogStore();
    render(<Host store={store} />);
    const opener = screen.getByRole('button', { name: 'Help' });
    opener.focus();
    act(() => openDialog(store, { kind: 'help' }));
    expect(screen.getByLabelText('In the dialog')).toHaveFocus();
    act(() => closeDialog(store));
    act(() => jest.runAllTimers());
    expect(opener).toHaveFocus();
  });
});
