import { waitFor, within } from '@testing-library/react';

/**
 * Waits for a form field's message to be shown and to stay. antd's error list may swap the node
 * that first showed a message for a new one, so each try looks the message up again instead of
 * holding the first node found (which can be gone by the time it is checked).
 */
export function expectFieldMessage(form: HTMLElement, message: string): Promise<void> {
  return waitFor(() => expect(within(form).queryAllByText(message)).not.toHaveLength(0));
}
