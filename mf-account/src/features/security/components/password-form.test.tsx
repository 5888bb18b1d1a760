import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, WRONG_CURRENT_PASSWORD_MESSAGE, type HostEvents } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { expectFieldMessage } from '../../../testing/expect-field-message';
import { renderAccountPart } from '../../../testing/render-account';
import { PasswordForm } from './password-form';

function renderForm(answer: () => unknown = () => ({ status: 'ok' })) {
  const { host, http } = renderAccountPart((partHost) => <PasswordForm host={partHost} />, answer);
  const logouts: HostEvents['session:logout'][] = [];
  host.events.on('session:logout', (payload) => logouts.push(payload));
  const form = screen.getByRole('form', { name: 'Change password' });
  const user = userEvent.setup();
  const field = (label: string) => within(form).getByLabelText(label);
  const submit = within(form).getByRole('button', { name: 'Change password' });
  const fillAll = async (current: string, next: string, repeat: string) => {
    await user.type(field('Current password'), current);
    await user.type(field('New password'), next);
    await user.type(field('Repeat the new password'), repeat);
  };
  return { host, http, logouts, form, user, field, submit, fillAll };
}

beforeEach(computeInlineStylesOnly);

describe('change-password form (docs/product.md#account-page)', () => {
  it('keeps submit disabled while any of the three fields is empty', async () => {
    const { user, field, submit } = renderForm();
    expect(submit).toBeDisabled();
    await user.type(field('Current password'), 'demo1234');
    await user.type(field('New password'), 'newpass1');
    expect(submit).toBeDisabled();
    await user.type(field('Repeat the new password'), 'newpass1');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('says each rule: required current, new and repeat; 4 characters; the repeat matching', async () => {
    const { user, field, form } = renderForm();
    await user.type(field('Current password'), 'x');
    await user.clear(field('Current password'));
    await expectFieldMessage(form, 'Enter your password.');

    await user.type(field('New password'), 'x');
    await user.clear(field('New password'));
    await expectFieldMessage(form, 'Enter a new password.');
    await user.type(field('New password'), 'abc');
    await expectFieldMessage(form, 'The new password must be at least 4 characters long.');

    await user.type(field('Repeat the new password'), 'x');
    await user.clear(field('Repeat the new password'));
    await expectFieldMessage(form, 'Repeat your new password.');
    await user.type(field('New password'), 'd');
    await user.type(field('Repeat the new password'), 'abcx');
    await expectFieldMessage(form, "Passwords don't match");
    await user.clear(field('Repeat the new password'));
    await user.type(field('Repeat the new password'), 'abcd');
    await waitFor(() => expect(within(form).queryByText("Passwords don't match")).toBeNull());
  });

  it('sends the new and current passwords, then asks the shell to log out (password changed)', async () => {
    const { http, host, logouts, user, submit, fillAll } = renderForm();
    await fillAll('demo1234', 'newpass1', 'newpass1');
    await user.click(submit);

    await waitFor(() => expect(logouts).toEqual([{ reason: 'password-changed' }]));
    expect(http.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v2/account/password',
        body: { user: { plainPassword: 'newpass1' }, current_password: 'demo1234' },
      }),
    ]);
    expect(host.record.notifications).toEqual([
      { kind: 'success', message: 'Your password was changed. Log in with the new one.' },
    ]);
  });

  it("shows the API's refusal of the current password on that field, and stays logged in", async () => {
    const { logouts, user, submit, form, fillAll } = renderForm(() => {
      throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
    });
    await fillAll('wrong', 'newpass1', 'newpass1');
    await user.click(submit);

    await expectFieldMessage(form, 'This is not your current password!');
    expect(logouts).toEqual([]);
  });

  it('shows any other failure instead of only logging it', async () => {
    const { user, submit, form, fillAll } = renderForm(() => {
      throw new TypeError('Failed to fetch');
    });
    await fillAll('demo1234', 'newpass1', 'newpass1');
    await user.click(submit);

    expect(
      await within(form.parentElement as HTMLElement).findByText(
        'The change could not be saved. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});
