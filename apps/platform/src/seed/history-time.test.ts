import { DAY, HOUR, MINUTE } from '../db/clock';
import { utcDay } from '../rewards/claim-rules';
import { seededHistoryTime } from './history-time';

describe('seededHistoryTime', () => {
  // The demo history: orders 1–3 days back, each decided up to an hour later.
  it.each(['2026-11-27T00:10:00Z', '2026-11-27T12:00:00Z', '2026-11-27T23:30:00Z', '2026-11-27T23:59:59Z'])(
    'seeded at %s, every day back keeps its movements on that UTC day, never on the seed’s own',
    (seededAt) => {
      const now = Date.parse(seededAt);
      for (const daysBefore of [1, 2, 3]) {
        const order = seededHistoryTime(now, daysBefore);
        const expectedDay = utcDay(now - daysBefore * DAY);
        expect([utcDay(order), utcDay(order + HOUR), utcDay(order + 10 * MINUTE)]).toEqual([
          expectedDay,
          expectedDay,
          expectedDay,
        ]);
      }
    },
  );
});
