/** Toast display times from the spec (§9 and the member area's constants), in milliseconds. */

/** Loading while a favourite, SMS code, password change or feedback call runs. */
export const TOAST_LOADING_MS = 10_000;
/** Loading for logout and the chat wait: stays until hidden (9999 s). */
export const TOAST_LOADING_LONG_MS = 9_999_000;
/** Loading while the game list fetches. */
export const TOAST_GAME_LIST_LOADING_MS = 3_000;
/** Success, e.g. "changes saved". */
export const TOAST_SUCCESS_MS = 1_000;
/** Default notice. */
export const TOAST_NOTICE_MS = 1_500;
/** The "short" toast. */
export const TOAST_SHORT_MS = 3_000;
/** The "long" toast. */
export const TOAST_LONG_MS = 8_000;
/** free_reject: trial or non-member on a restricted action. */
export const TOAST_FREE_REJECT_MS = 2_000;
/** in_logged_login: an action needing login while logged out. */
export const TOAST_LOGIN_REQUIRED_MS = 2_000;
/** "Coming soon" when referral is disabled. */
export const TOAST_COMING_SOON_MS = 1_000;

export type ToastKind = 'loading' | 'success' | 'notice' | 'error';

const defaultByKind: Record<ToastKind, number> = {
  loading: TOAST_LOADING_MS,
  success: TOAST_SUCCESS_MS,
  notice: TOAST_NOTICE_MS,
  // The spec names no error default; errors stay up as long as the "short" toast so they can be read.
  error: TOAST_SHORT_MS,
};

/** How long a toast stays: the explicit duration when given, otherwise the default of its kind. */
export function toastDuration(kind: ToastKind, durationMs?: number): number {
  return durationMs ?? defaultByKind[kind];
}
