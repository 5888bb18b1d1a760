import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type TestUser = ReturnType<typeof userEvent.setup>;

/** Opens the select named `name` and picks the option titled `option`. */
export async function pickOption(user: TestUser, name: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByTitle(option));
}
