import type { TFunction } from 'i18next';
import { HttpError, PASSWORD_RESET_INTERVAL_HOURS } from 'shared-contracts';

/** The API's 429 text (once every 2 hours), which the dialog shows in the user's language. */
const RESET_TOO_SOON = `A password reset can be requested once every ${PASSWORD_RESET_INTERVAL_HOURS} hours.`;

/**
 * What the forgot-password dialog says when the request fails: the API's message for a 429 (in
 * the user's language when it is the known one), otherwise a generic failure.
 */
export function resetErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof HttpError && error.status === 429) {
    return error.message && error.message !== RESET_TOO_SOON
      ? error.message
      : t('forgotPassword.tooSoon', { hours: PASSWORD_RESET_INTERVAL_HOURS });
  }
  if (error instanceof HttpError && error.status === 400 && error.message) return error.message;
  return t('forgotPassword.failed');
}
