import { screen, within } from '@testing-library/react';
import type { NewsCard } from 'shared-contracts';
import { renderSignedIn } from '../../testing/render-signed-in';
import { HomePage } from './home-page';

const NEWS: NewsCard[] = [
  {
    id: 1,
    type: 'launch',
    title: 'New metric: pViewability',
    body: 'Share of Voice now shows pViewability.',
    links: [
      { label: 'See it in Share of Voice', href: '/dashboard/shareofvoice' },
      { label: 'Read more', href: 'https://adintel.test/blog' },
      { label: 'Bad', href: 'javascript:alert(1)' },
    ],
  },
  { id: 2, type: 'tip', title: 'Share a search', body: 'Copy a link.', links: [] },
];

describe('HomePage', () => {
  it('shows the news cards with their type, title, body and safe link buttons', async () => {
    const { user } = await renderSignedIn(<HomePage name="Ana" />, { routes: { 'GET /v2/news': { body: NEWS } } });
    const card = await screen.findByRole('article', { name: 'New metric: pViewability' });
    expect(card).toHaveTextContent('launch');
    expect(card).toHaveTextContent('Share of Voice now shows pViewability.');
    expect(within(card).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://adintel.test/blog');
    expect(within(card).queryByText('Bad')).toBeNull();
    expect(screen.getByRole('article', { name: 'Share a search' })).toHaveTextContent('tip');

    await user.click(within(card).getByRole('button', { name: 'See it in Share of Voice' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/shareofvoice');
  });
});
