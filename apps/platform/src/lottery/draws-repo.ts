import type { Queryable } from '../db/db';
import { at } from '../db/clock';
import type { LotteryGameDef } from './lottery-games';
import { drawNumbers, fitsShape, type DrawNumbers, type RandomInt } from './rules/draw-numbers';
import type { Draw } from './rules/schedule';

interface DrawRow {
  numero: string;
  result: DrawNumbers;
}

function checked(game: LotteryGameDef, numero: string, result: DrawNumbers): DrawNumbers {
  if (!fitsShape(game.shape, result))
    throw new Error(`lottery draw ${game.gameId} ${numero} holds a result of the wrong shape`);
  return result;
}

/**
 * The numbers of a draw whose draw time has come, drawing them now if nobody has yet: the insert
 * does nothing when another request or process wrote first, and everyone reads the stored row.
 * Null while the draw time is still ahead (its numbers do not exist before then).
 */
export async function ensureDrawn(
  db: Queryable,
  game: LotteryGameDef,
  draw: Draw,
  now: number,
  random: RandomInt,
): Promise<DrawNumbers | null> {
  if (draw.drawAt > now) return null;
  const [stored] = await db.query<DrawRow>(
    'SELECT numero, result FROM lottery_draws WHERE game_id = $1 AND numero = $2',
    [game.gameId, draw.numero],
  );
  if (stored) return checked(game, draw.numero, stored.result);
  const fresh = drawNumbers(game.shape, random);
  await db.query(
    `INSERT INTO lottery_draws (game_id, numero, draw_at, result, drawn_at) VALUES ($1, $2, $3::timestamptz, $4::jsonb, $5::timestamptz)
     ON CONFLICT (game_id, numero) DO NOTHING`,
    [game.gameId, draw.numero, at(draw.drawAt), JSON.stringify(fresh), at(now)],
  );
  const [row] = await db.query<DrawRow>('SELECT numero, result FROM lottery_draws WHERE game_id = $1 AND numero = $2', [
    game.gameId,
    draw.numero,
  ]);
  if (!row) throw new Error(`lottery draw ${game.gameId} ${draw.numero} was not stored`);
  return checked(game, draw.numero, row.result);
}
