/** Above this the badge shows "99+" (spec: unread badge shows 99+ above 99). */
export const BADGE_MAX = 99;

/** Text of a count badge: null (hidden) for nothing to count, the number up to 99, then "99+". */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return whole > BADGE_MAX ? `${BADGE_MAX}+` : String(whole);
}
