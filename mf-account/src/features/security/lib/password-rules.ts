import { PASSWORD_MIN_LENGTH } from 'shared-contracts';

/** The change-password form's values. */
export interface PasswordValues {
  current: string;
  next: string;
  repeat: string;
}

/** The keys of `password.errors`: the messages of docs/product.md#account-page. */
export type PasswordProblem = 'currentRequired' | 'newRequired' | 'tooShort' | 'repeatRequired' | 'mismatch';

export function currentPasswordProblem(current: string): PasswordProblem | null {
  return current === '' ? 'currentRequired' : null;
}

export function newPasswordProblem(next: string): PasswordProblem | null {
  if (next === '') return 'newRequired';
  return next.length < PASSWORD_MIN_LENGTH ? 'tooShort' : null;
}

/** The repeat is required, at least 4 characters, and equal to the new password (once there is one). */
export function repeatPasswordProblem(repeat: string, next: string): PasswordProblem | null {
  if (repeat === '') return 'repeatRequired';
  if (repeat.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  // An empty new password has its own message: a mismatch would say the same thing twice.
  return repeat === next || next === '' ? null : 'mismatch';
}

/** docs/product.md#account-page: submit is disabled while any of the three is empty. */
export function canSubmitPassword(values: Partial<PasswordValues> | undefined): boolean {
  return Boolean(values?.current && values.next && values.repeat);
}
