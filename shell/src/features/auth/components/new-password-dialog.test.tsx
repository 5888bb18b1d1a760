import { screen, waitFor, within } from '@testing-library/react';
import { dialogButton, fill, findDialog } from '../../../testing/dialogs';
import { createFakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { createTestServices, renderWithShell } from '../../../testing/render-shell';
import { LoginPage } from './login-page';

async function openFromLink(routes: FakeRoutes) {
  const api = createFakeApi(routes);
  const view = renderWithShell(<LoginPage />, {
    services: createTestServices(),
    // Without the test's antd frame: the dialogs load their own with antd, on demand.
    antdFrame: false,
    url: '/login?resetToken=abc123',
  });
  return { ...view, api, dialog: await findDialog('Choose a new password') };
}

describe('new password dialog (the reset e-mail link)', () => {
  it('asks for the same password twice', async () => {
    const { user, api, dialog } = await openFromLink({});
    await fill(user, within(dialog).getByLabelText('New password'), 'secret1');
    await fill(user, within(dialog).getByLabelText('Repeat the new password'), 'secret2');
    await user.click(dialogButton(dialog, 'Save'));
    expect(await within(dialog).findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('an emptied new password shows one message, not a mismatch besides', async () => {
    const { user, api, dialog } = await openFromLink({});
    await fill(user, within(dialog).getByLabelText('New password'), 'secret1');
    await fill(user, within(dialog).getByLabelText('Repeat the new password'), 'secret1');
    await user.clear(within(dialog).getByLabelText('New password'));
    await user.click(dialogButton(dialog, 'Save'));
    expect(await within(dialog).findByText('Enter a new password.')).toBeInTheDocument();
    expect(within(dialog).queryByText("Passwords don't match")).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sets the new password with the token, then leaves the link', async () => {
    const { user, api, dialog } = await openFromLink({ 'POST /v2/account/reset': { body: { status: 'ok' } } });
    await fill(user, within(dialog).getByLabelText('New password'), 'secret1');
    await fill(user, within(dialog).getByLabelText('Repeat the new password'), 'secret1');
    await user.click(dialogButton(dialog, 'Save'));
    expect(await screen.findByText('Your password was changed. Log in with the new one.')).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({ token: 'abc123', plainPassword: 'secret1' });
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/login$/),
      {
        timeout: 5000,
      },
    );
  });

  it("shows the API's refusal of a used or expired link", async () => {
    const { user, dialog } = await openFromLink({
      'POST /v2/account/reset': { status: 400, body: { error: 'This password reset link is invalid or has expired.' } },
    });
    await fill(user, within(dialog).getByLabelText('New password'), 'secret1');
    await fill(user, within(dialog).getByLabelText('Repeat the new password'), 'secret1');
    await user.click(dialogButton(dialog, 'Save'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
  });
});
