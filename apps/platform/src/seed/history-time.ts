import { DAY, HOUR } from '../db/clock';
import { utcDayStart } from '../rewards/claim-rules';

/**
 * When a seeded movement of `daysBefore` days ago happened: noon (UTC, the platform's day) of that day, so that a
 * movement an hour or two after it stays on the same day, however late the seed runs (an order 24 hours before a
 * 23:30 seed, decided an hour later, would fall on the seed's own day).
 */
export function seededHistoryTime(now: number, daysBefore: number): number {
  return utcDayStart(now) - daysBefore * DAY + 12 * HOUR;
}
