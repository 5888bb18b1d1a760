import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginErrorMessage } from '../lib/login-error-message';
import { canSubmitLogin, emailProblem, passwordProblem } from '../lib/login-validation';
import { LoginField } from './login-field';
import { PasswordInput } from './password-input';

interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  /** Resolves when logged in; rejects with the API's error. */
  onLogin(values: LoginValues): Promise<void>;
  /** The e-mail as typed (trimmed), for the forgot-password dialog to start with. */
  onEmailChange?(email: string): void;
}

/**
 * Email and password with the rules of docs/product.md#session-and-login. The password lives only
 * in the form. Drawn with native elements in antd's look (lib/native-look): the login page loads
 * no antd (issue 16). A field says what is wrong once it was changed, or on sending.
 */
export function LoginForm({ onLogin, onEmailChange }: LoginFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emailError = touched.email ? emailProblem(email) : null;
  const passwordError = touched.password ? passwordProblem(password) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched({ email: true, password: true });
    if (emailProblem(email)) return emailRef.current?.focus();
    if (passwordProblem(password)) return passwordRef.current?.focus();
    setSubmitting(true);
    setFailure(null);
    try {
      await onLogin({ email: email.trim(), password });
    } catch (error) {
      setFailure(loginErrorMessage(error, t));
      setSubmitting(false);
    }
  }

  return (
    <form aria-label={t('login.title')} noValidate onSubmit={(event) => void submit(event)}>
      {failure && (
        <div role="alert" className="nl-alert nl-alert--error">
          {failure}
        </div>
      )}
      <LoginField id={`${ids}-email`} label={t('login.email')} message={emailError && t(`login.errors.${emailError}`)}>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            className="nl-input"
            type="email"
            autoComplete="username"
            // The page exists to log in: the e-mail field is where the user starts.
            autoFocus
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setTouched((state) => ({ ...state, email: true }));
              onEmailChange?.(event.target.value.trim());
            }}
          />
        )}
      </LoginField>
      <LoginField
        id={`${ids}-password`}
        label={t('login.password')}
        message={passwordError && t(`login.errors.${passwordError}`)}
      >
        {(control) => (
          <PasswordInput
            ref={passwordRef}
            control={control}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setTouched((state) => ({ ...state, password: true }));
            }}
          />
        )}
      </LoginField>
      <button
        type="submit"
        className="nl-button nl-button--primary nl-button--block"
        aria-busy={submitting || undefined}
        disabled={!canSubmitLogin(email, password)}
      >
        {submitting && <span className="nl-spinner nl-spinner--small" aria-hidden="true" />}
        {t('login.submit')}
      </button>
    </form>
  );
}
