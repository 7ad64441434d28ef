import type { DrawTimes, NearNumeros, OrderSummary } from '@wl/api-client/contract/lottery-calls';

/**
 * Countdowns and refresh timing of the lottery screens. Times are the server's (epoch ms); a phone's
 * clock is corrected by the offset measured when an answer arrives.
 */

/** Offset to add to the phone's clock to get the server's. */
export function clockOffset(serverTime: number, receivedAt: number): number {
  return serverTime - receivedAt;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as mm:ss, or h:mm:ss from an hour up; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

export type DrawPhase = 'open' | 'closed';

/** Whether the open draw still takes bets at `now`. */
export function drawPhase(draw: DrawTimes, now: number): DrawPhase {
  return now < draw.closeAt ? 'open' : 'closed';
}

/**
 * The draw time of the draw that has closed and waits for its numbers (the one just before the open
 * draw), or null when its result is already shown.
 */
export function pendingDrawAt(near: NearNumeros): number | null {
  const following = near.next[0];
  if (!following) return null;
  const drawAt = near.current.drawAt - (following.drawAt - near.current.drawAt);
  const latest = near.previous[0];
  return latest && latest.status === 'drawn' && latest.drawAt >= drawAt ? null : drawAt;
}

/** Refresh no sooner than this after an event, and poll this often while a due result is missing. */
export const MIN_REFRESH_MS = 500;
export const POLL_MS = 1500;

/**
 * When the draw state must be read again: just after the open draw closes (a new draw opens) or
 * just after the pending draw's time (its numbers appear); while an event has passed without its
 * answer, every 1.5 s.
 */
export function drawRefreshDelay(near: NearNumeros, now: number): number {
  const pending = pendingDrawAt(near);
  const events = [near.current.closeAt, ...(pending === null ? [] : [pending])];
  const next = Math.min(...events);
  if (next <= now) return POLL_MS;
  return Math.max(MIN_REFRESH_MS, next - now + MIN_REFRESH_MS);
}

/**
 * When my tickets must be read again: once the earliest open ticket's draw time has come (it is
 * settled on reading), then every 1.5 s until it is; false when no ticket is waiting.
 */
export function ticketsRefreshDelay(
  orders: readonly Pick<OrderSummary, 'status' | 'drawAt'>[],
  now: number,
): number | false {
  const waiting = orders.filter((o) => o.status === 'open').map((o) => o.drawAt);
  if (waiting.length === 0) return false;
  const next = Math.min(...waiting);
  return next <= now ? POLL_MS : Math.max(MIN_REFRESH_MS, next - now + MIN_REFRESH_MS);
}
