/**
 * Draw schedule (docs/decisions/0019-lottery.md): a game draws every `drawSeconds`, aligned to UTC
 * midnight, and stops taking bets `closeSeconds` before each draw. Every process derives the same
 * draws from the clock alone, so nothing needs to be scheduled or stored ahead of time.
 *
 * Draw k (k ≥ 1) covers the period [(k-1)·D, k·D) and is drawn at k·D. It takes bets from the close of
 * draw k-1 until k·D − C. Its number is `YYYYMMDD-NNNN`: the UTC date of the period's start and the
 * period of that day (1-based), e.g. the first 5-minute draw of a day is `…-0001`, drawn at 00:05.
 */

export interface Timing {
  drawSeconds: number;
  closeSeconds: number;
}

export interface Draw {
  /** Index since the epoch (the draw at k·D). */
  k: number;
  numero: string;
  openAt: number;
  closeAt: number;
  drawAt: number;
}

const DAY_SECONDS = 86_400;

/** A draw interval must divide a day (so numeros restart each day) and leave room to bet. */
export function checkTiming({ drawSeconds, closeSeconds }: Timing): void {
  if (!Number.isInteger(drawSeconds) || drawSeconds < 10 || DAY_SECONDS % drawSeconds !== 0) {
    throw new Error(`draw interval must be a whole number of seconds ≥ 10 dividing a day, got ${drawSeconds}`);
  }
  if (!Number.isInteger(closeSeconds) || closeSeconds < 1 || closeSeconds * 2 > drawSeconds) {
    throw new Error(`close lead must be 1 s to half the interval, got ${closeSeconds} for ${drawSeconds}`);
  }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function numeroOf(k: number, drawSeconds: number): string {
  const periodStart = (k - 1) * drawSeconds;
  const day = Math.floor(periodStart / DAY_SECONDS);
  const seq = (periodStart - day * DAY_SECONDS) / drawSeconds + 1;
  const date = new Date(day * DAY_SECONDS * 1000);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}-${pad(seq, 4)}`;
}

/** Draw number k of a game. */
export function drawAt(k: number, timing: Timing): Draw {
  const d = timing.drawSeconds * 1000;
  const c = timing.closeSeconds * 1000;
  return { k, numero: numeroOf(k, timing.drawSeconds), openAt: (k - 1) * d - c, closeAt: k * d - c, drawAt: k * d };
}

/** The draw taking bets at `now` (ms): the first whose close is still ahead. */
export function openDraw(now: number, timing: Timing): Draw {
  const d = timing.drawSeconds * 1000;
  const c = timing.closeSeconds * 1000;
  return drawAt(Math.floor((now + c) / d) + 1, timing);
}

/** The latest draw whose draw time has come (its numbers may be drawn), at `now`. */
export function lastDueDraw(now: number, timing: Timing): Draw {
  return drawAt(Math.floor(now / (timing.drawSeconds * 1000)), timing);
}

/** The draw of a numero, or null when it is not one of this game's draw numbers. */
export function drawOfNumero(numero: string, timing: Timing): Draw | null {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(numero);
  if (!match) return null;
  const [, y, m, dd, s] = match.map(Number) as [number, number, number, number, number];
  const dayMs = Date.UTC(y, m - 1, dd);
  const date = new Date(dayMs);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== dd) return null;
  const perDay = DAY_SECONDS / timing.drawSeconds;
  if (s < 1 || s > perDay) return null;
  const k = dayMs / 1000 / timing.drawSeconds + s;
  return drawAt(k, timing);
}

/** Whether bets on `draw` are taken at `now`. */
export function isOpen(draw: Draw, now: number): boolean {
  return now >= draw.openAt && now < draw.closeAt;
}
