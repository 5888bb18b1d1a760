import { screen, within } from '@testing-library/react';
import { HttpError } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { message } from '../../../testing/account-fixtures';
import { renderAccountPart } from '../../../testing/render-account';
import { MessagesList } from './messages-list';

const render = (answer: () => unknown) => renderAccountPart((host) => <MessagesList host={host} />, answer);

beforeEach(computeInlineStylesOnly);
afterEach(() => delete (window as { hacked?: unknown }).hacked);

describe('messages list', () => {
  it('shows each message with its name, GMT-3 time and html, in a list at most 435 px high', async () => {
    render(() => [
      message(),
      message({ id: 2, name: 'Older', createdAt: '2024-05-01T02:30:00.000Z', html: '<p>Old</p>' }),
    ]);

    const list = await screen.findByRole('region', { name: 'Your messages' });
    expect(list).toHaveStyle({ maxHeight: '435px', overflowY: 'auto' });
    const welcome = within(list).getByRole('article', { name: 'Welcome' });
    expect(welcome).toHaveTextContent('Received 2024-06-01 12:05 (GMT-3)');
    expect(within(welcome).getByText('Welcome', { selector: 'strong' })).toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'Older' })).toHaveTextContent('Received 2024-04-30 23:30 (GMT-3)');
  });

  it('renders a hostile message as text: no script, no event handler, nothing run', async () => {
    render(() => [
      message({
        name: 'Hostile',
        html:
          '<p>Read me</p><script>window.hacked = "script"</script>' +
          '<img src="x" onerror="window.hacked = \'img\'"><a href="javascript:window.hacked=1">link</a>',
      }),
    ]);

    const article = await screen.findByRole('article', { name: 'Hostile' });
    expect(article).toHaveTextContent('Read me');
    expect(article.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(article).getByText('link')).not.toHaveAttribute('href');
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it('says when there are none, and when they could not be loaded', async () => {
    render(() => []);
    expect(await screen.findByText('You have no messages yet.')).toBeInTheDocument();
  });

  it("shows the API's error with a retry", async () => {
    render(() => {
      throw new HttpError(503, 'The service is down');
    });
    expect(await screen.findByText('The service is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
