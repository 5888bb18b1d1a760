import type { TFunction } from 'i18next';
import { HttpError } from 'shared-contracts';
import { LoginThrottledError } from './login-throttled-error';

/** The API's own text for wrong credentials, which the shell shows translated. */
const WRONG_CREDENTIALS = 'Something is wrong with your email and password!';

/**
 * The server's message when it sent one (docs/product.md#session-and-login), otherwise the spec's generic text.
 * The known wrong-credentials text is shown in the user's language.
 */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  // The API throttles failed logins (429 with Retry-After); say so, and how long, in the user's language.
  if (error instanceof HttpError && error.status === 429) {
    const seconds = error instanceof LoginThrottledError ? error.retryAfterSeconds : null;
    if (seconds === null) return t('login.errors.tooManyAttemptsLater');
    return t('login.errors.tooManyAttempts', { count: Math.max(1, Math.ceil(seconds / 60)) });
  }
  if (error instanceof HttpError && error.message && error.message !== WRONG_CREDENTIALS) {
    return error.message;
  }
  return t('login.errors.failed');
}
