import { formatBadgeCount } from '@wl/ui-kit';

/** Unread total = unread announcements + chat + inbox (spec §2/§9). */
export function unreadTotal(counts: { announcements: number; chat: number; inbox: number }): number {
  const safe = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  return safe(counts.announcements) + safe(counts.chat) + safe(counts.inbox);
}

/** Badge text: hidden at 0, the number up to 99, then 99+. */
export function unreadBadge(count: number): string | null {
  return formatBadgeCount(count);
}
