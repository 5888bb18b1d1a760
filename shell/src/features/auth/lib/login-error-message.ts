import { HttpError } from 'shared-contracts';

/** The API's own text for wrong credentials, which the shell shows translated. */
export const WRONG_CREDENTIALS = 'Something is wrong with your email and password!';

/**
 * The server's message when it sent one (spec 1 section 8), otherwise the spec's generic text.
 * The known wrong-credentials text is shown in the user's language.
 */
export function loginErrorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof HttpError && error.message && error.message !== WRONG_CREDENTIALS) {
    return error.message;
  }
  return t('login.errors.failed');
}
