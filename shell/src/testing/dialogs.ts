import { screen, waitFor, within } from '@testing-library/react';

// antd names every modal by the same test id under jest, so a dialog is found by its title text.

/** The open dialog whose content shows `title`, or null. */
export function queryDialog(title: string | RegExp): HTMLElement | null {
  return screen.queryAllByRole('dialog').find((dialog) => within(dialog).queryAllByText(title).length > 0) ?? null;
}

/** Waits for the dialog showing `title`. */
export function findDialog(title: string | RegExp, timeout = 3000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = queryDialog(title);
      if (!dialog) throw new Error(`No dialog shows ${String(title)}`);
      return dialog;
    },
    { timeout },
  );
}

/** Waits until no open dialog shows `title` (antd keeps a closed modal hidden until its motion ends). */
export function waitForDialogClosed(title: string | RegExp, timeout = 3000): Promise<void> {
  return waitFor(
    () => {
      const dialog = queryDialog(title);
      if (dialog && dialog.closest('[style*="display: none"]') === null)
        throw new Error(`${String(title)} is still open`);
    },
    { timeout },
  );
}

/** Types `text` into a field in one paste: far fewer renders of antd's form than key by key. */
export async function fill(
  user: { click(element: Element): Promise<void>; paste(text: string): Promise<void> },
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/**
 * A button of a dialog found by role and name. `hidden: true` skips the visibility check, which
 * computes styles up the tree for every candidate (slow in jsdom); the dialog itself is visible.
 */
export function dialogButton(dialog: HTMLElement, name: string | RegExp): HTMLElement {
  return within(dialog).getByRole('button', { name, hidden: true });
}
