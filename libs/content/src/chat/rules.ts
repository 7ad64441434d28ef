import { isRealMemberType, isTrialMemberType } from '@wl/brand';

/**
 * Chat visibility (spec §6): only with CBS3 on, never for type 4 (trial or guest), and never for a
 * member labelled nochat. Visitors see the entry (it sends them to log in).
 */
export interface ChatVisibilityInput {
  cbs3: boolean;
  loggedIn: boolean;
  type: number | undefined;
  labels: readonly { labelName: string }[];
}

export function chatVisible({ cbs3, loggedIn, type, labels }: ChatVisibilityInput): boolean {
  if (!cbs3) return false;
  if (!loggedIn) return true;
  if (isTrialMemberType(type)) return false;
  return !labels.some((label) => label.labelName === 'nochat');
}

/** Unread chat counts are asked only with CBS3 on and for member types 0, 1, 2 (spec §7). */
export function asksChatUnread(cbs3: boolean, type: number | undefined): boolean {
  return cbs3 && isRealMemberType(type);
}

/** The chat opens this long after its address arrived (spec §9). */
export const CHAT_REDIRECT_MS = 500;

/** Only an http(s) chat address is followed. */
export function safeChatUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
