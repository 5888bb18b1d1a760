/** The minimum password length of docs/product.md#session-and-login. */
export const MIN_PASSWORD_LENGTH = 4;

/** Submit stays disabled while the email is empty or the password is under 4 characters. */
export function canSubmitLogin(email: string | undefined, password: string | undefined): boolean {
  return Boolean(email?.trim()) && (password?.length ?? 0) >= MIN_PASSWORD_LENGTH;
}
