import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'shared-contracts';
import { createTestServices, renderWithShell } from '../../../testing/render-shell';
import { LoginThrottledError } from '../lib/login-throttled-error';
import { LoginForm } from './login-form';

function renderForm(
  onLogin: (values: { email: string; password: string }) => Promise<void> = jest.fn(async () => undefined),
) {
  const view = renderWithShell(<LoginForm onLogin={onLogin} />, {
    services: createTestServices(),
  });
  return { ...view, onLogin };
}

describe('LoginForm', () => {
  it('keeps submit disabled until there is an email and a password of 4 characters', async () => {
    const { user } = renderForm();
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'analyst@demo.test');
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'd');
    expect(submit).toBeEnabled();
  });

  it('says the email is invalid, and asks for it when emptied', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('asks for the password when emptied, and a longer one when too short', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'ab');
    expect(await screen.findByText('Enter a valid password')).toBeInTheDocument();
    await user.clear(password);
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
  });

  it('sends the trimmed email and the password', async () => {
    const { user, onLogin } = renderForm();
    await user.type(screen.getByLabelText('Email'), ' analyst@demo.test ');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ email: 'analyst@demo.test', password: 'demo1234' }));
  });

  it("shows the server's message when login fails", async () => {
    const { user } = renderForm(jest.fn(async () => Promise.reject(new HttpError(403, 'Your account has expired'))));
    await user.type(screen.getByLabelText('Email'), 'analyst@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has expired');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('says how long to wait when the API throttles failed logins', async () => {
    const throttled = new LoginThrottledError('Too many failed logins. Wait 12 minutes and try again.', 701);
    const { user } = renderForm(jest.fn(async () => Promise.reject(throttled)));
    await user.type(screen.getByLabelText('Email'), 'analyst@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed logins. Wait 12 minutes and try again.',
    );
  });

  it('falls back to the spec message when the failure carries none', async () => {
    const { user } = renderForm(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await user.type(screen.getByLabelText('Email'), 'analyst@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is wrong with your email and password!');
  });

  it('shows a loading state while the login is on its way', async () => {
    let finish: () => void = () => undefined;
    const { user } = renderForm(jest.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await user.type(screen.getByLabelText('Email'), 'analyst@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true'));
    finish();
  });

  it("shows the password typed with the eye, as antd's password field does", async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'demo1234');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('checks both fields on Enter and sends nothing while the e-mail is wrong', async () => {
    const { user, onLogin } = renderForm();
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    expect(onLogin).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'analyst');
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onLogin).not.toHaveBeenCalled();
  });
});
