import { randomInt } from 'node:crypto';
import type { Clock } from '../db/clock';
import type { Db } from '../db/db';
import type { RandomInt } from './rules/draw-numbers';

/** What the lottery needs: the database, the clock, the schedule override and a random source. */
export interface LotteryDeps {
  db: Db;
  clock: Clock;
  /** LOTTERY_DRAW_SECONDS: every game draws at this interval (demos and tests). */
  drawSecondsOverride?: number;
  /** Draws numbers (crypto.randomInt by default; tests may fix it). */
  random: RandomInt;
}

export const cryptoRandom: RandomInt = (maxExclusive) => randomInt(maxExclusive);
