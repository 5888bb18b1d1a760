import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeModeButton } from './theme-mode-button';

const LABELS = { toLight: 'Switch to light mode', toDark: 'Switch to dark mode' };

test('offers the other mode and asks for it when pressed', async () => {
  const onChoose = jest.fn();
  const { rerender } = render(<ThemeModeButton mode="light" labels={LABELS} onChoose={onChoose} />);

  await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
  expect(onChoose).toHaveBeenLastCalledWith('dark');

  rerender(<ThemeModeButton mode="dark" labels={LABELS} onChoose={onChoose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
  expect(onChoose).toHaveBeenLastCalledWith('light');
});
