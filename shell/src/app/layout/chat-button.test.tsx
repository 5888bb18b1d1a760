import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../testing/render-signed-in';
import { ChatButton } from './chat-button';

describe('ChatButton', () => {
  it('floats a link to the configured chat, opening in a new tab', async () => {
    await renderSignedIn(<ChatButton chatUrl="https://chat.adintel.test/widget" />);
    const chat = screen.getByRole('link', { name: 'Online chat' });
    expect(chat).toHaveAttribute('href', 'https://chat.adintel.test/widget');
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('is hidden, not broken, when no chat is configured', async () => {
    await renderSignedIn(<ChatButton chatUrl={undefined} />);
    expect(screen.queryByRole('link', { name: 'Online chat' })).toBeNull();
  });
});
