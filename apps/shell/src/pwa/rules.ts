/**
 * Service-worker update and offline rules (member-agent-platform §9: "service-worker waiting event
 * delay 200 ms, update window 60 s"). Pure.
 */

/** A new version waiting is offered this long after the worker's waiting event. */
export const UPDATE_OFFER_DELAY_MS = 200;
/** How long "update now" stays offered; afterwards the new version starts with the next visit. */
export const UPDATE_WINDOW_MS = 60_000;
/** An open tab asks for a new version this often, and when it becomes visible or comes back online. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
/** Checks closer together than this are skipped (tab switching back and forth). */
export const UPDATE_CHECK_MIN_GAP_MS = 60_000;
/** If the new worker has not taken over this long after "update now", the page reloads anyway. */
export const UPDATE_TAKEOVER_TIMEOUT_MS = 4_000;

/** Whether an update check is due: never checked, or the last one is at least the minimum gap ago. */
export function updateCheckDue(lastCheckAt: number | undefined, now: number): boolean {
  return lastCheckAt === undefined || now - lastCheckAt >= UPDATE_CHECK_MIN_GAP_MS;
}

/** Form drafts kept across the update reload are used only on the same address, this soon after. */
export const DRAFT_MAX_AGE_MS = 5 * 60_000;

/** What decides whether a form field's value may be kept across the update reload. */
export interface DraftFieldInfo {
  tag: 'input' | 'textarea' | 'select';
  /** `type` of an input (lower case); '' for textarea and select. */
  type: string;
  /** The `autocomplete` attribute (lower case). */
  autocomplete: string;
  /** The field or its form carries `data-wl-draft="off"`. */
  optedOut: boolean;
  /**
   * It holds something to keep: text that is not empty, or the state of a checkbox, radio or select.
   * (React writes a controlled field's value into its default, so "changed from the default" cannot be told.)
   */
  filled: boolean;
}

const secretTypes = new Set(['password', 'hidden', 'file']);
const buttonTypes = new Set(['submit', 'button', 'reset', 'image']);

/**
 * Kept: filled fields. Never kept: passwords (no password in any browser storage),
 * one-time codes, payment card data, hidden and file inputs, buttons, fields that opt out, and
 * fields marked `autocomplete="off"` (such as the captcha) — browsers do not restore those either.
 */
export function keepsInDraft(field: DraftFieldInfo): boolean {
  if (!field.filled || field.optedOut) return false;
  if (field.tag === 'input' && (secretTypes.has(field.type) || buttonTypes.has(field.type))) return false;
  const ac = field.autocomplete;
  if (
    ac === 'off' ||
    ac.includes('password') ||
    ac.includes('one-time-code') ||
    ac.split(/\s+/).some((token) => token.startsWith('cc-'))
  )
    return false;
  return true;
}

/** A stored draft is restored only on the address it was taken on and while it is fresh. */
export function draftUsable(draft: { path: string; savedAt: number }, path: string, now: number): boolean {
  return draft.path === path && now >= draft.savedAt && now - draft.savedAt <= DRAFT_MAX_AGE_MS;
}

/**
 * The page's requests the worker's registration waits for (keep-visit.ts): its scripts (and their preloads) and its
 * calls. Pictures are not waited for: a board that scrolls in a winner's icon every second would hold it forever.
 */
const pageWorkInitiators = new Set(['script', 'link', 'fetch', 'xmlhttprequest']);

/** Whether a finished request (its resource timing's `initiatorType`) is part of the page's own start. */
export function isPageWork(initiatorType: string): boolean {
  return pageWorkInitiators.has(initiatorType);
}
