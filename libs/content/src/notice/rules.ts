import type { Announcement } from '@wl/api-client/contract/announcement-calls';
import { htmlToText } from '../content-html/html-to-text';

/** The list with no data holds one placeholder entry with id -1 (spec §2). */
export const NO_ANNOUNCEMENT_ID = -1;

export type NoticeEntry = Announcement | { id: typeof NO_ANNOUNCEMENT_ID; placeholder: true };

export function noticeEntries(notices: readonly Announcement[]): NoticeEntry[] {
  return notices.length > 0 ? [...notices] : [{ id: NO_ANNOUNCEMENT_ID, placeholder: true }];
}

export function isPlaceholder(entry: NoticeEntry): entry is { id: typeof NO_ANNOUNCEMENT_ID; placeholder: true } {
  return entry.id === NO_ANNOUNCEMENT_ID;
}

/** Marquee text: every notice's content as text (tags escaped), or null when there is none. */
export function marqueeText(notices: readonly Announcement[]): string | null {
  const parts = notices.map((n) => htmlToText(n.content) || htmlToText(n.title)).filter(Boolean);
  return parts.length > 0 ? parts.join('   •   ') : null;
}

/** The marquee's text stays where it starts, readable, this long before it moves (and while the page starts). */
export const MARQUEE_HOLD_SECONDS = 3;

export interface MarqueeTiming {
  /** Before the first move: the text's start shown where it begins. */
  holdSeconds: number;
  /** The first move, from where the text starts until it is out on the left. */
  introSeconds: number;
  /** Every later round: in from the right edge, out on the left (never faster than 8 s). */
  roundSeconds: number;
}

/**
 * The marquee's timing at about 60 px a second, for a text of about 7 px a character in a window of about 360 px:
 * first the text stays where it starts, then it moves out on the left, then it comes round from the right edge.
 */
export function marqueeTiming(text: string): MarqueeTiming {
  const textSeconds = (text.length * 7) / 60;
  return {
    holdSeconds: MARQUEE_HOLD_SECONDS,
    introSeconds: Math.max(2, Math.round(textSeconds)),
    roundSeconds: Math.max(8, Math.round(textSeconds + 360 / 60)),
  };
}

/** Unread notices (visitors have no read state: nothing is counted for them). */
export function unreadNotices(notices: readonly Announcement[], loggedIn: boolean): number {
  return loggedIn ? notices.filter((n) => !n.read).length : 0;
}

/** Mark-as-read sets the flag locally first (spec §4). */
export function withRead(notices: readonly Announcement[], id: number): Announcement[] {
  return notices.map((n) => (n.id === id ? { ...n, read: true } : n));
}

/** /m/member/notice?types=A shows agent notices; everything else the player notices (PL). */
export function noticeTypesOf(search: string): 'A' | 'PL' {
  return new URLSearchParams(search).get('types')?.toUpperCase() === 'A' ? 'A' : 'PL';
}
