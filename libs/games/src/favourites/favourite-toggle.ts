import { isTrialMemberType } from '@wl/brand';

/**
 * Favourite toggle (spec §4): visitors are sent to /m/login; members get a please-wait message, then the
 * add or remove call; the local list changes only when the answer's data has the success flag; a
 * "changes saved" message shows for 1 s on success; on failure the message is simply hidden. A trial
 * account gets the free_reject message (favourites belong to real accounts).
 */
export type FavouriteStart = 'login' | 'free_reject' | 'proceed';

export function favouriteStart(loggedIn: boolean, memberType: number | undefined): FavouriteStart {
  if (!loggedIn) return 'login';
  return isTrialMemberType(memberType) ? 'free_reject' : 'proceed';
}

export type FavouriteChange = 'add' | 'remove';

/** The change a tap asks for: remove when it is a favourite already, else add. */
export function favouriteChange(ids: readonly string[], nodeId: number): FavouriteChange {
  return ids.includes(String(nodeId)) ? 'remove' : 'add';
}

/** The local id list after an answer: changed only when the answer says success. */
export function applyFavouriteAnswer(
  ids: readonly string[],
  nodeId: number,
  change: FavouriteChange,
  answer: { success: boolean } | null,
): string[] {
  if (!answer?.success) return [...ids];
  const id = String(nodeId);
  return change === 'add' ? [id, ...ids.filter((other) => other !== id)] : ids.filter((other) => other !== id);
}

/** Favourites by search (the search menu's favourites tab) need login: visitors get in_logged_login for 2 s. */
export function favouritesTabAllowed(loggedIn: boolean): boolean {
  return loggedIn;
}
