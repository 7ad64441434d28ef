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
