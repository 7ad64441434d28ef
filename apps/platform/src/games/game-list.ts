import { GAME_LIST_PAGE_SIZE } from '@wl/api-client/contract/game-catalogue';
import { toCents } from '@wl/api-client/contract/money';
import type { CategoryVendor, GameListPage, VassGameTypes } from '@wl/api-client/contract/game-catalogue';
import type { z } from 'zod';
import type { GameListQuery } from '@wl/api-client/contract/game-catalogue';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { categoriesOfListType, toWireGame } from './catalogue';
import type { Catalogue, CatalogueGame } from './catalogue';
import { containsPattern, searchTerm } from './game-search';
import { visibleCategories } from './switched-off';

export type ParsedGameListQuery = z.output<typeof GameListQuery>;

/** The list's filters after defaults and the page-size cap. */
export interface GameListFilter {
  categories: string[] | null;
  vendor: string | null;
  gameName: string | null;
  classify: string | null;
  isNew: boolean | null;
  minBetCents: number | null;
  minLine: number | null;
  pageNo: number;
  pageSize: number;
}

/** Normalises a parsed query; an unknown vendor is a 400 naming the field. Switched-off game types are left out. */
export function gameListFilter(
  query: ParsedGameListQuery,
  catalogue: Catalogue,
  hidden: readonly string[] = [],
): GameListFilter {
  if (query.vassalage !== undefined && !catalogue.vendors.has(query.vassalage)) {
    throw new AppError('BAD_REQUEST', `Unknown game vendor "${query.vassalage}"`, {
      fields: [{ field: 'query.vassalage', problem: 'unknown game vendor' }],
    });
  }
  const isNew = query.isNew === undefined ? null : query.isNew === 'true' || query.isNew === '1';
  return {
    categories: visibleCategories(
      catalogue.categories.map((c) => c.code),
      categoriesOfListType(query.gameType),
      hidden,
    ),
    vendor: query.vassalage ?? null,
    gameName: query.gameName ? query.gameName : null,
    classify: query.gameClassify ?? null,
    isNew,
    minBetCents: query.minBet === undefined ? null : toCents(query.minBet),
    minLine: query.minLine ?? null,
    pageNo: query.pageNo,
    pageSize: Math.min(query.pageSize, GAME_LIST_PAGE_SIZE),
  };
}

/** True when the list needs the database (a search or a filter beyond category and vendor). */
export function needsDatabase(filter: GameListFilter): boolean {
  return (
    filter.gameName !== null ||
    filter.classify !== null ||
    filter.isNew !== null ||
    filter.minBetCents !== null ||
    filter.minLine !== null
  );
}

function page(games: readonly CatalogueGame[], total: number, filter: GameListFilter, language: string): GameListPage {
  return {
    games: games.map((game) => toWireGame(game, language)),
    pageNum: filter.pageNo,
    pageSize: filter.pageSize,
    totalPages: Math.ceil(total / filter.pageSize),
    total,
  };
}

/** A page of the category/vendor list, straight from the in-memory catalogue. */
export function listFromCatalogue(catalogue: Catalogue, filter: GameListFilter, language: string): GameListPage {
  const matched = catalogue.games.filter(
    (game) =>
      (filter.categories === null || filter.categories.includes(game.category)) &&
      (filter.vendor === null || game.vendor === filter.vendor),
  );
  const start = (filter.pageNo - 1) * filter.pageSize;
  return page(matched.slice(start, start + filter.pageSize), matched.length, filter, language);
}

/**
 * A page of a searched or filtered list: the database picks and orders the games (any language's name,
 * class, new, minimum bet, minimum lines), the snapshot shapes them. One scan of the game rows.
 */
export async function listFromDatabase(
  db: Queryable,
  catalogue: Catalogue,
  filter: GameListFilter,
  language: string,
): Promise<GameListPage> {
  const where = ['enabled'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.categories) where.push(`category_code = ANY(${param(filter.categories)}::text[])`);
  if (filter.vendor) where.push(`vendor_code = ${param(filter.vendor)}`);
  if (filter.gameName) where.push(`search_text LIKE ${param(containsPattern(searchTerm(filter.gameName)))}`);
  if (filter.classify) where.push(`classify = ${param(filter.classify)}`);
  if (filter.isNew !== null) where.push(`is_new = ${param(filter.isNew)}`);
  if (filter.minBetCents !== null) where.push(`min_bet_cents = ${param(filter.minBetCents)}`);
  if (filter.minLine !== null) where.push(`min_line = ${param(filter.minLine)}`);
  const conditions = where.join(' AND ');
  const countParams = [...params];
  const rows = await db.query<{ node_id: number; total: string | number }>(
    `SELECT node_id, count(*) OVER () AS total FROM games WHERE ${conditions}
      ORDER BY list_order, node_id LIMIT ${param(filter.pageSize)} OFFSET ${param((filter.pageNo - 1) * filter.pageSize)}`,
    params,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && filter.pageNo > 1) {
    // Past the last page: the count comes on its own.
    const [count] = await db.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM games WHERE ${conditions}`,
      countParams,
    );
    total = Number(count?.total ?? 0);
  }
  const games = rows
    .map((row) => catalogue.byNode.get(Number(row.node_id)))
    .filter((game): game is CatalogueGame => game !== undefined);
  return page(games, total, filter, language);
}

/** The hot games, hottest first (none of a switched-off type). */
export function hotGames(catalogue: Catalogue, hidden: readonly string[] = []): CatalogueGame[] {
  return catalogue.games
    .filter((game) => game.hotRank !== null && !hidden.includes(game.category))
    .sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0));
}

/** Vendor data (spec §3): categories in server order with their vendors, and category → vendor entries. */
export function vassGameTypes(catalogue: Catalogue, language: string, hidden: readonly string[] = []): VassGameTypes {
  const mapping: Record<string, CategoryVendor[]> = {};
  const sorting = catalogue.categories
    .filter(({ code }) => !hidden.includes(code))
    .map(({ code }) => {
      const vendors = (catalogue.vendorsByCategory.get(code) ?? []).filter((vendor) => catalogue.vendors.has(vendor));
      const entries = vendors.map((vendor): CategoryVendor => {
        const games = catalogue.games.filter((game) => game.category === code && game.vendor === vendor);
        const lobby = games.length === 1 && games[0]?.gameId === 'lobby' ? games[0] : null;
        const classes = [...new Set(games.map((game) => game.classify).filter((c): c is string => c !== null))].sort();
        return {
          vassalage: vendor,
          accountTypeName: catalogue.vendors.get(vendor)?.accountTypeName ?? vendor,
          gameCount: games.length,
          classes,
          lobby: lobby ? toWireGame(lobby, language) : null,
        };
      });
      if (entries.length > 0) mapping[code] = entries;
      return {
        gameType: code,
        vendorNames: entries.map(({ vassalage, accountTypeName }) => ({ vassalage, accountTypeName })),
      };
    });
  return { sorting, mapping };
}
