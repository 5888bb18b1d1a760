import { PASSWORD_MIN_LENGTH } from 'shared-contracts';

/** Submit stays disabled while the email is empty or the password is under 4 characters. */
export function canSubmitLogin(email: string | undefined, password: string | undefined): boolean {
  return Boolean(email?.trim()) && (password?.length ?? 0) >= PASSWORD_MIN_LENGTH;
}
