/** The query parameter of the mailed password-reset link (`/m/forget?resetToken=…`). */
export const RESET_TOKEN_PARAM = 'resetToken';

/** The reset token the address carries, if any. */
export function resetTokenIn(search: string): string | null {
  return new URLSearchParams(search).get(RESET_TOKEN_PARAM);
}

/**
 * The query string with the reset token removed (other parameters kept, '' when none is left): once read,
 * the token is kept in memory only, so it leaves neither the address bar nor the history.
 */
export function searchWithoutResetToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(RESET_TOKEN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
