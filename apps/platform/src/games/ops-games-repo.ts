import type { OpsGame, OpsGameBody, OpsGameParams } from '@wl/api-client/contract/ops-games';
import type { Queryable } from '../db/db';

/**
 * Switches a game on or off and marks it hot or new; null when the vendor has no such game. A game
 * marked hot keeps its place in the hot list, or joins it at the end.
 */
export async function setGameFlags(db: Queryable, game: OpsGameParams, body: OpsGameBody): Promise<OpsGame | null> {
  const [row] = await db.query<{
    node_id: number;
    vendor_code: string;
    game_id: string;
    enabled: boolean;
    hot_rank: number | null;
    is_new: boolean;
  }>(
    `UPDATE games
        SET enabled = COALESCE($3::boolean, enabled),
            is_new = COALESCE($4::boolean, is_new),
            hot_rank = CASE WHEN $5::boolean IS NULL THEN hot_rank
                            WHEN $5::boolean THEN COALESCE(hot_rank, (SELECT COALESCE(max(hot_rank), 0) + 1 FROM games))
                            ELSE NULL END
      WHERE vendor_code = $1 AND game_id = $2
  RETURNING node_id, vendor_code, game_id, enabled, hot_rank, is_new`,
    [game.vendor, game.gameId, body.enabled ?? null, body.isNew ?? null, body.hot ?? null],
  );
  if (!row) return null;
  return {
    vendor: row.vendor_code,
    gameId: row.game_id,
    nodeId: Number(row.node_id),
    enabled: row.enabled,
    hotRank: row.hot_rank === null ? null : Number(row.hot_rank),
    isNew: row.is_new,
  };
}
