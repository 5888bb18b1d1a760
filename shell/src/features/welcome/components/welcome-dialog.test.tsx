import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserMessage } from 'shared-contracts';
import { dialogButton, findDialog, queryDialog, waitForDialogClosed } from '../../../testing/dialogs';
import type { FakeRoutes } from '../../../testing/fake-api';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { WelcomeDialog } from './welcome-dialog';

const WELCOME: UserMessage = {
  id: 1,
  name: 'Welcome',
  createdAt: '2024-06-01T12:00:00.000Z',
  html: '<p><strong>Welcome to the dashboard!</strong></p><img src=x onerror="window.pwned = true">',
  enabled: true,
};
const OLD: UserMessage = { ...WELCOME, id: 2, name: 'Old news', html: '<p>old</p>', enabled: false };

const routes = (accept: FakeRoutes[string] = { body: { status: 'ok' } }): FakeRoutes => ({
  'GET /v2/messages/all': { body: [OLD, WELCOME] },
  'POST /v2/account/terms/accept': accept,
});

describe('welcome dialog', () => {
  it('asks to accept the terms, with every figure, then shows the first enabled message', async () => {
    const { user, api, services } = await renderSignedIn(<WelcomeDialog />, {
      routes: routes(),
      claims: { termsAccepted: false, termsAcceptedAt: null },
    });
    const terms = await findDialog('Terms of use');
    for (const figure of [
      '12 months',
      '30 days ahead',
      '10%',
      '3 or more invoices',
      '5 times',
      'non-transferable',
      'Reselling',
    ]) {
      expect(terms).toHaveTextContent(figure);
    }
    await user.click(dialogButton(terms, 'Accept'));

    expect(await screen.findByText('Terms accepted!')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path === '/v2/account/terms/accept')?.body).toEqual({ accept: true });
    expect(services.sessionController.session.getState().claims?.termsAccepted).toBe(true);

    const message = await findDialog('Welcome to the dashboard!');
    expect(within(message).getByRole('region', { name: 'Welcome' })).toBeInTheDocument();
    expect(message.querySelector('img')).toBeNull();
    await user.click(dialogButton(message, 'Ok'));
    await waitForDialogClosed('Welcome to the dashboard!');
  });

  it('says the terms could not be accepted and keeps asking', async () => {
    const { user } = await renderSignedIn(<WelcomeDialog />, {
      routes: routes({ status: 500, body: { error: 'down' } }),
      claims: { termsAccepted: false, termsAcceptedAt: null },
    });
    await user.click(within(await findDialog('Terms of use')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Error at accept terms, try later!')).toBeInTheDocument();
    expect(queryDialog('Terms of use')).toBeInTheDocument();
  });

  it('after a login with the terms accepted, shows only the message', async () => {
    const { services } = await renderSignedIn(<WelcomeDialog />, { routes: routes() });
    act(() => services.welcome.setState({ messagePending: true }));
    expect(await findDialog('Welcome to the dashboard!')).toBeInTheDocument();
    expect(queryDialog('Terms of use')).toBeNull();
  });

  it('shows nothing on a reload with the terms accepted, nor when no message is enabled', async () => {
    const { services, api } = await renderSignedIn(<WelcomeDialog />, {
      routes: { 'GET /v2/messages/all': { body: [OLD] } },
    });
    expect(queryDialog('Terms of use')).toBeNull();
    act(() => services.welcome.setState({ messagePending: true }));
    await waitFor(() => expect(api.requests.some((request) => request.path === '/v2/messages/all')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
