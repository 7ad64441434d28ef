import { fromCents } from '@wl/api-client/contract/money';
import type { WinnerEntry } from '@wl/api-client/contract/game-launch';
import type { Db } from '../db/db';
import { toWireGame } from './catalogue';
import type { Catalogue } from './catalogue';
import { maskName } from './mask-name';

interface WinRow {
  node_id: number;
  name: string;
  masked: boolean;
  cents: string | number;
  won_at: Date | string;
}

/** For the rest of the transaction, the planner plans without parallel workers. */
export const serialRead = 'SET LOCAL max_parallel_workers_per_gather = 0';

/**
 * The latest wins of a merchant (spec §2 latest-winner board): settled bets that paid out, joined to
 * their members (names masked) and to the catalogue, then the seeded history; newest first.
 */
export async function winnerBoard(
  db: Db,
  catalogue: Catalogue,
  merchantCode: string,
  categories: string[] | null,
  limit: number,
  language: string,
): Promise<WinnerEntry[]> {
  // Each side is read newest first and cut at the limit on its own, so the board walks the win indexes
  // (game_bets_winners_idx, winner_history_merchant_idx) for a few rows instead of sorting every win.
  // Without parallel workers: the planner takes the bet-to-game join on two columns for far rarer than it is
  // (each bet has its game), expects to walk thousands of wins for the limit and, on a large database, starts
  // workers for a read of a few rows; on a busy server their start costs more than the read (decision 0098).
  const rows = await db.transaction(async (tx) => {
    await tx.query(serialRead);
    return tx.query<WinRow>(
      `SELECT * FROM (
       (SELECT g.node_id, m.username AS name, false AS masked, b.payout_cents AS cents, b.settled_at AS won_at
          FROM game_bets b
          JOIN members m ON m.id = b.member_id
          JOIN games g ON g.vendor_code = b.vassalage AND g.game_id = b.game_id
         WHERE b.merchant_code = $1 AND b.status = 'settled' AND b.payout_cents > 0 AND g.enabled
           AND ($2::text[] IS NULL OR g.category_code = ANY($2::text[]))
         ORDER BY b.settled_at DESC
         LIMIT $3)
       UNION ALL
       (SELECT h.node_id, h.masked_name, true, h.win_cents, h.won_at
          FROM winner_history h JOIN games g ON g.node_id = h.node_id
         WHERE h.merchant_code = $1 AND g.enabled AND ($2::text[] IS NULL OR g.category_code = ANY($2::text[]))
         ORDER BY h.won_at DESC
         LIMIT $3)
     ) wins
     ORDER BY won_at DESC
     LIMIT $3`,
      [merchantCode, categories, limit],
    );
  });
  return rows.flatMap((row): WinnerEntry[] => {
    const game = catalogue.byNode.get(Number(row.node_id));
    if (!game) return [];
    const wire = toWireGame(game, language);
    return [
      {
        vo: {
          iconUrl: wire.iconUrl,
          gameName: wire.gameName,
          customerName: row.masked ? row.name : maskName(row.name),
          winAmount: fromCents(Number(row.cents)),
        },
        game: wire,
        wonAt: new Date(row.won_at).getTime(),
      },
    ];
  });
}
