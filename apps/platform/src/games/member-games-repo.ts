import { FAVOURITES_MAX } from '@wl/api-client/contract/favourite-calls';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { Catalogue, CatalogueGame } from './catalogue';

/** The catalogue game a favourite call names; a node id that is not a game (of that vendor) is a 400. */
export function favouriteGame(
  catalogue: Catalogue,
  nodeId: number,
  vendor: string | undefined,
  part: 'body' | 'query',
): CatalogueGame {
  const game = catalogue.byNode.get(nodeId);
  if (!game || (vendor !== undefined && game.vendor !== vendor)) {
    throw new AppError('BAD_REQUEST', `No game ${nodeId}${vendor ? ` of vendor ${vendor}` : ''}`, {
      fields: [{ field: `${part}.nodeId`, problem: 'no such game' }],
    });
  }
  return game;
}

/** Adds a favourite (already one: nothing changes). At most FAVOURITES_MAX per member. */
export async function addFavourite(db: Queryable, memberId: number, nodeId: number): Promise<void> {
  const [row] = await db.query<{ n: string | number; has: boolean }>(
    'SELECT count(*) AS n, bool_or(node_id = $2) AS has FROM favourite_games WHERE member_id = $1',
    [memberId, nodeId],
  );
  if (!row?.has && Number(row?.n ?? 0) >= FAVOURITES_MAX) {
    throw new AppError('BAD_REQUEST', `You can keep at most ${FAVOURITES_MAX} favourite games.`, {
      fields: [{ field: 'body.nodeId', problem: 'too many favourites' }],
    });
  }
  await db.query('INSERT INTO favourite_games (member_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    memberId,
    nodeId,
  ]);
}

export async function removeFavourite(db: Queryable, memberId: number, nodeId: number): Promise<void> {
  await db.query('DELETE FROM favourite_games WHERE member_id = $1 AND node_id = $2', [memberId, nodeId]);
}

export interface FavouritePage<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
}

/** The member's favourite node ids, newest first (as strings, spec §3). */
export async function favouriteIds(
  db: Queryable,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<FavouritePage<string>> {
  const [row] = await db.query<{ total: string | number; ids: (string | number)[] | null }>(
    `SELECT (SELECT count(*) FROM favourite_games WHERE member_id = $1) AS total,
            ARRAY(SELECT node_id FROM favourite_games WHERE member_id = $1 ORDER BY created_at DESC, node_id DESC LIMIT $2 OFFSET $3) AS ids`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    items: (row?.ids ?? []).map(String),
    pageNum: pageNo,
    totalPages: Math.ceil(Number(row?.total ?? 0) / pageSize),
  };
}

/** The member's favourite games (enabled ones, of the categories and vendor asked for), newest first. */
export async function favouriteGames(
  db: Queryable,
  catalogue: Catalogue,
  memberId: number,
  filter: { categories: string[] | null; vendor: string | null; pageNo: number; pageSize: number },
): Promise<FavouritePage<CatalogueGame>> {
  const params: unknown[] = [
    memberId,
    filter.categories,
    filter.vendor,
    filter.pageSize,
    (filter.pageNo - 1) * filter.pageSize,
  ];
  const [row] = await db.query<{ total: string | number; ids: (string | number)[] | null }>(
    `WITH matched AS (
       SELECT f.node_id, f.created_at FROM favourite_games f JOIN games g ON g.node_id = f.node_id
        WHERE f.member_id = $1 AND g.enabled
          AND ($2::text[] IS NULL OR g.category_code = ANY($2::text[]))
          AND ($3::text IS NULL OR g.vendor_code = $3::text)
     )
     SELECT (SELECT count(*) FROM matched) AS total,
            ARRAY(SELECT node_id FROM matched ORDER BY created_at DESC, node_id DESC LIMIT $4 OFFSET $5) AS ids`,
    params,
  );
  const items = (row?.ids ?? [])
    .map((id) => catalogue.byNode.get(Number(id)))
    .filter((game): game is CatalogueGame => game !== undefined);
  return { items, pageNum: filter.pageNo, totalPages: Math.ceil(Number(row?.total ?? 0) / filter.pageSize) };
}

/** Records a launch in the member's recent games (one row per game, its last launch). */
export async function addRecentGame(db: Queryable, memberId: number, nodeId: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (member_id, node_id, launched_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (member_id, node_id) DO UPDATE SET launched_at = EXCLUDED.launched_at`,
    [memberId, nodeId, new Date(now).toISOString()],
  );
}

/** The member's recently launched games, newest first. */
export async function recentGames(
  db: Queryable,
  catalogue: Catalogue,
  memberId: number,
  limit: number,
): Promise<CatalogueGame[]> {
  const rows = await db.query<{ node_id: number }>(
    'SELECT node_id FROM recent_games WHERE member_id = $1 ORDER BY launched_at DESC, node_id DESC LIMIT $2',
    [memberId, limit],
  );
  return rows
    .map((row) => catalogue.byNode.get(Number(row.node_id)))
    .filter((game): game is CatalogueGame => game !== undefined);
}
