import type { Db } from '../db/db';
import { cataloguePlan } from '../games/catalogue-plan';
import { listOrder, searchText } from '../games/game-search';
import { maskName } from '../games/mask-name';

/** Made-up players of the seeded winner history (stored masked). */
const historyPlayers = [
  'mariasantos',
  'jokerking88',
  'luckyjuan',
  'anabela77',
  'pedroc',
  'bigwinner01',
  'kimchi09',
  'rafa2024',
  'dianap',
  'tonyboy',
  'lunaverde',
  'carlos_mx',
];
const HISTORY_PER_MERCHANT = 60;

/** A small deterministic generator, so the seeded history is the same on every database. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function seedCatalogue(db: Db): Promise<number> {
  const plan = cataloguePlan();
  const [have] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM games');
  if (Number(have?.n ?? 0) >= plan.games.length) return 0;
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO game_categories (code, sort) SELECT code, sort FROM jsonb_to_recordset($1::jsonb) AS c(code text, sort int)
       ON CONFLICT (code) DO NOTHING`,
      [JSON.stringify(plan.categories)],
    );
    await tx.query(
      `INSERT INTO game_vendors (code, account_type_name, colour, sort)
       SELECT code, name, colour, sort FROM jsonb_to_recordset($1::jsonb) AS v(code text, name text, colour text, sort int)
       ON CONFLICT (code) DO NOTHING`,
      [
        JSON.stringify(
          plan.vendors.map((v, sort) => ({ code: v.code, name: v.accountTypeName, colour: v.colour, sort })),
        ),
      ],
    );
    await tx.query(
      `INSERT INTO game_vendor_categories (vendor_code, category_code, sort)
       SELECT vendor, category, sort FROM jsonb_to_recordset($1::jsonb) AS v(vendor text, category text, sort int)
       ON CONFLICT DO NOTHING`,
      [
        JSON.stringify(
          plan.vendors.flatMap((v, sort) => v.categories.map((category) => ({ vendor: v.code, category, sort }))),
        ),
      ],
    );
    const categorySort = new Map(plan.categories.map((c) => [c.code, c.sort]));
    const vendorSort = new Map(plan.vendors.map((v, i) => [v.code, i]));
    const rows = plan.games.map((game) => ({
      ...game,
      searchText: searchText(game.name, Object.values(game.names)),
      listOrder: listOrder(categorySort.get(game.category) ?? 0, vendorSort.get(game.vendor) ?? 0, game.sort),
    }));
    const inserted = await tx.query(
      `INSERT INTO games (vendor_code, category_code, game_id, game_name, names, is_new, hot_rank, classify, min_bet_cents,
                          max_bet_cents, min_line, lotto_mode, play_kind, sort, search_text, list_order)
       SELECT vendor, category, "gameId", name, names, "isNew", "hotRank", classify, "minBetCents", "maxBetCents", "minLine",
              "lottoMode", "playKind", sort, "searchText", "listOrder"
         FROM jsonb_to_recordset($1::jsonb) AS g(vendor text, category text, "gameId" text, name text, names jsonb, "isNew" boolean,
              "hotRank" int, classify text, "minBetCents" int, "maxBetCents" int, "minLine" int, "lottoMode" text, "playKind" text,
              sort int, "searchText" text, "listOrder" int)
       ON CONFLICT (vendor_code, game_id) DO NOTHING
       RETURNING node_id`,
      [JSON.stringify(rows)],
    );
    return inserted.length;
  });
}

/**
 * The winner board's history before any real bet (so the board is not empty on a new site): per
 * merchant, 60 wins over the last three days on games that can be won, names masked. Seeded once per
 * merchant.
 */
async function seedWinnerHistory(db: Db, merchantCodes: readonly string[], now: number): Promise<void> {
  const games = await db.query<{ node_id: number }>(
    `SELECT node_id FROM games WHERE enabled AND game_id <> 'lobby' ORDER BY hot_rank NULLS LAST, node_id LIMIT 120`,
  );
  if (games.length === 0) return;
  for (const [m, code] of merchantCodes.entries()) {
    const [have] = await db.query('SELECT 1 FROM winner_history WHERE merchant_code = $1 LIMIT 1', [code]);
    if (have) continue;
    const random = sequence(2024 + m);
    const rows = Array.from({ length: HISTORY_PER_MERCHANT }, (_, i) => {
      const game = games[Math.floor(random() * games.length)] ?? games[0];
      const player = historyPlayers[Math.floor(random() * historyPlayers.length)] ?? 'player';
      // Mostly modest wins, now and then a large one.
      const cents = Math.round((random() < 0.15 ? 5_000 + random() * 45_000 : 50 + random() * 2_000) * 100);
      return {
        node: game?.node_id,
        name: maskName(`${player}${i % 7}`),
        cents,
        at: new Date(now - (i + 1) * 70 * 60_000 - Math.floor(random() * 30 * 60_000)).toISOString(),
      };
    });
    await db.query(
      `INSERT INTO winner_history (merchant_code, node_id, masked_name, win_cents, won_at)
       SELECT $1, node, name, cents, at FROM jsonb_to_recordset($2::jsonb) AS w(node int, name text, cents bigint, at timestamptz)
       ON CONFLICT DO NOTHING`,
      [code, JSON.stringify(rows)],
    );
  }
}

/**
 * The games catalogue (900+ games, 26 vendors, every category) and, outside production, per real
 * merchant the winner board's made-up history. Idempotent: what exists is left as it is.
 */
export async function seedGames(
  db: Db,
  merchantCodes: readonly string[],
  options: { production: boolean },
  now: number = Date.now(),
): Promise<number> {
  const created = await seedCatalogue(db);
  if (!options.production) await seedWinnerHistory(db, merchantCodes, now);
  return created;
}
