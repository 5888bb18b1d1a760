import { screen, within } from '@testing-library/react';
import { dialogButton, fill, findDialog, queryDialog, waitForDialogClosed } from '../../../testing/dialogs';
import { createFakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { createTestServices, renderWithShell } from '../../../testing/render-shell';
import { LoginPage } from './login-page';
import { computeInlineStylesOnly } from 'shared-ui/testing';

async function openReset(routes: FakeRoutes) {
  const api = createFakeApi(routes);
  const view = renderWithShell(<LoginPage />, {
    services: createTestServices(),
    // Without the test's antd frame: the dialogs load their own with antd, on demand.
    antdFrame: false,
    url: '/login',
  });
  await view.user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  const dialog = await findDialog('Reset your password');
  return { ...view, api, dialog };
}

describe('forgot-password dialog', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it('starts with the e-mail already typed on the login form', async () => {
    const api = createFakeApi({ 'POST /v2/account/send_email': { body: { status: 'ok' } } });
    const { user } = renderWithShell(<LoginPage />, {
      services: createTestServices(),
      // Without the test's antd frame: the dialogs load their own with antd, on demand.
      antdFrame: false,
      url: '/login',
    });
    await fill(user, screen.getByLabelText('Email'), ' analyst@demo.test ');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await findDialog('Reset your password');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('analyst@demo.test');
    await user.click(dialogButton(dialog, 'Send'));
    await waitForDialogClosed('Reset your password');
    expect(api.requests).toEqual([expect.objectContaining({ body: { username: 'analyst@demo.test' } })]);
  });

  it('asks for the reset e-mail without a bearer token, then closes and says it was sent', async () => {
    const { user, api, dialog } = await openReset({ 'POST /v2/account/send_email': { body: { status: 'ok' } } });
    await fill(user, within(dialog).getByLabelText('Email'), 'analyst@demo.test');
    await user.click(dialogButton(dialog, 'Send'));
    expect(await screen.findByText(/a link to reset the password is on its way/)).toBeInTheDocument();
    await waitForDialogClosed('Reset your password');
    expect(api.requests).toEqual([expect.objectContaining({ body: { username: 'analyst@demo.test' } })]);
    expect(api.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it("shows the API's message when a reset was asked less than 2 hours ago, and stays open", async () => {
    const { user, dialog } = await openReset({
      'POST /v2/account/send_email': {
        status: 429,
        body: { error: 'A password reset can be requested once every 2 hours.' },
      },
    });
    await fill(user, within(dialog).getByLabelText('Email'), 'analyst@demo.test');
    await user.click(dialogButton(dialog, 'Send'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A password reset can be requested once every 2 hours.',
    );
    expect(queryDialog('Reset your password')).toBeInTheDocument();
  });

  it('says the e-mail is invalid before sending, and cancel closes', async () => {
    const { user, api, dialog } = await openReset({});
    await fill(user, within(dialog).getByLabelText('Email'), 'nope');
    await user.click(dialogButton(dialog, 'Send'));
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    await user.click(dialogButton(dialog, 'Cancel'));
    await waitForDialogClosed('Reset your password');
    expect(api.requests).toHaveLength(0);
  });
});
