import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, WRONG_CURRENT_PASSWORD_MESSAGE } from 'shared-contracts';
import { ANALYST_CLAIMS } from 'shared-contracts/testing';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { expectFieldMessage } from '../../../testing/expect-field-message';
import { renderAccountPart } from '../../../testing/render-account';
import { NamesForm } from './names-form';

function renderForm(answer: () => unknown = () => ({ status: 'ok' })) {
  const view = renderAccountPart((host) => <NamesForm host={host} />, answer);
  let refreshes = 0;
  view.host.events.on('session:refresh', () => (refreshes += 1));
  const form = screen.getByRole('form', { name: 'Name and surname' });
  const user = userEvent.setup();
  const card = form.closest('.ant-card') as HTMLElement;
  return { ...view, form, card, user, refreshes: () => refreshes };
}

beforeEach(computeInlineStylesOnly);

describe('name and surname form (docs/product.md#account-page)', () => {
  it('shows the session names, disabled until Edit, which becomes Cancel and puts them back', async () => {
    const { form, card, user } = renderForm();
    const name = within(form).getByLabelText('Name');
    expect(name).toHaveValue('Ana');
    expect(name).toBeDisabled();
    expect(within(form).getByLabelText('Surname')).toBeDisabled();
    expect(within(form).queryByLabelText('Current password')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(name).toBeEnabled();
    await user.clear(name);
    await user.type(name, 'Someone');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Ana'));
    expect(within(form).getByLabelText('Name')).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("says 'Enter your name', 'Enter your surname' and asks for the current password", async () => {
    const { form, card, user, http } = renderForm();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.clear(within(form).getByLabelText('Name'));
    await user.clear(within(form).getByLabelText('Surname'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    // Each field's rules resolve on their own: on a busy machine the three messages come a
    // render apart (one clean-clone run found the password's missing), so each is waited for.
    await expectFieldMessage(form, 'Enter your name');
    await expectFieldMessage(form, 'Enter your surname');
    await expectFieldMessage(form, 'Enter your password.');
    expect(http.requests).toEqual([]);
  });

  it('saves, notifies, leaves edit mode and asks the shell to renew the session', async () => {
    const view = renderForm();
    const { form, card, user, http, host } = view;
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), ' Anabel ');
    await user.type(within(form).getByLabelText('Current password'), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.refreshes()).toBe(1));
    expect(http.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v2/account/edit',
        body: { user: { name: 'Anabel', surname: 'Analyst' }, current_password: 'demo1234' },
      }),
    ]);
    expect(host.record.notifications).toEqual([{ kind: 'success', message: 'Your name and surname were saved.' }]);
    // The shell renews the token: the fields follow the session.
    act(() => host.session.setState({ claims: { ...ANALYST_CLAIMS, name: 'Anabel' } }));
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Anabel'));
    expect(within(form).getByLabelText('Name')).toBeDisabled();
  });

  it('shows a wrong current password on its field and other failures above the form', async () => {
    let failure: Error = new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
    const { form, card, user } = renderForm(() => {
      throw failure;
    });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.type(within(form).getByLabelText('Current password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await expectFieldMessage(form, 'This is not your current password!');

    failure = new HttpError(400, 'Enter your surname');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Enter your surname');
  });
});
