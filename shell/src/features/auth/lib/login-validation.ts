import { PASSWORD_MIN_LENGTH } from 'shared-contracts';

/** The login form's fields and what each may say is wrong with it (keys under `login.errors`). */
type EmailProblem = 'emailRequired' | 'emailInvalid';
type PasswordProblem = 'passwordRequired' | 'passwordShort';

// A name, an @, and a domain with at least one dot; the API checks the rest.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** docs/product.md#session-and-login: an e-mail is required (spaces alone are none) and must look like one. */
export function emailProblem(email: string): EmailProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return 'emailRequired';
  return EMAIL.test(trimmed) ? null : 'emailInvalid';
}

/** A password is required, at least PASSWORD_MIN_LENGTH characters. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (!password) return 'passwordRequired';
  return password.length < PASSWORD_MIN_LENGTH ? 'passwordShort' : null;
}

/** Log in stays disabled while the e-mail is empty or the password is not acceptable; a wrong e-mail is said on sending. */
export function canSubmitLogin(email: string, password: string): boolean {
  return emailProblem(email) !== 'emailRequired' && passwordProblem(password) === null;
}
