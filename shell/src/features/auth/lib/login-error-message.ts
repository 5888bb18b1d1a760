import { HttpError } from 'shared-contracts';

/** The API's own text for wrong credentials, which the shell shows translated. */
const WRONG_CREDENTIALS = 'Something is wrong with your email and password!';

/**
 * The server's message when it sent one (docs/product.md#session-and-login), otherwise the spec's generic text.
 * The known wrong-credentials text is shown in the user's language.
 */
export function loginErrorMessage(error: unknown, t: (key: string) => string): string {
  // The API throttles failed logins (429 with Retry-After); say so in the user's language.
  if (error instanceof HttpError && error.status === 429) return t('login.errors.tooManyAttempts');
  if (error instanceof HttpError && error.message && error.message !== WRONG_CREDENTIALS) {
    return error.message;
  }
  return t('login.errors.failed');
}
