import { HttpError, WRONG_CURRENT_PASSWORD_MESSAGE } from 'shared-contracts';

/** The API's refusal of the current password (a 400 with the spec's text), shown on that field. */
export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof HttpError && error.status === 400 && error.message === WRONG_CURRENT_PASSWORD_MESSAGE;
}
