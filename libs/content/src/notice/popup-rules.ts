import type { PopupAnnouncement } from '@wl/api-client/contract/announcement-calls';

/** What is stored after the popups were closed: their title/content pairs and show=false. */
export interface StoredPopupState {
  pairs: string;
  show: boolean;
}

/** The list of title and content pairs, as stored and compared. */
export function popupPairs(popups: readonly PopupAnnouncement[]): string {
  return JSON.stringify(popups.map((p) => [p.title, p.content]));
}

/**
 * Popups show when there are some, unless they were closed before (show=false) with exactly the
 * same list of title and content pairs (spec §4: shown again when the pairs differ).
 */
export function shouldShowPopups(popups: readonly PopupAnnouncement[], stored: StoredPopupState | null): boolean {
  if (popups.length === 0) return false;
  if (!stored) return true;
  return stored.show !== false || stored.pairs !== popupPairs(popups);
}

/** A stored value that is not what we wrote counts as nothing stored. */
export function readPopupState(raw: string | null): StoredPopupState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as StoredPopupState).pairs === 'string' &&
      typeof (value as StoredPopupState).show === 'boolean'
    ) {
      return value as StoredPopupState;
    }
  } catch {
    // corrupt: treated as nothing stored
  }
  return null;
}

/** Storage key per merchant and group (A members, B visitors). */
export function popupStorageKey(merchantCode: string, loggedIn: boolean): string {
  return `popupAnnouncements:${merchantCode}:${loggedIn ? 'A' : 'B'}`;
}

/**
 * Forced reading (the first-login welcome, execution F): closing moves to the next slide until
 * the last. Answers the slide to show after a close, or null to close the carousel.
 */
export function afterClose(popups: readonly PopupAnnouncement[], index: number): number | null {
  const forced = popups.some((p) => p.execution === 'F');
  return forced && index < popups.length - 1 ? index + 1 : null;
}

/** Autoplay of the popup carousel and of the home banners (spec §9). */
export const CAROUSEL_AUTOPLAY_MS = 5000;
/** The popup list is refreshed this long after the home loads (spec §4). */
export const POPUP_REFRESH_MS = 500;
