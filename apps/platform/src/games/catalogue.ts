import { createHash } from 'node:crypto';
import { fromCents } from '@wl/api-client/contract/money';
import { gameIconPath } from '@wl/api-client/contract/game-catalogue';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import type { Queryable } from '../db/db';
import type { PlayKind } from './catalogue-plan';

/** A game as the platform keeps it in memory. */
export interface CatalogueGame {
  nodeId: number;
  gameId: string;
  vendor: string;
  category: string;
  name: string;
  names: Record<string, string>;
  isNew: boolean;
  hotRank: number | null;
  classify: string | null;
  minBetCents: number;
  maxBetCents: number;
  minLine: number;
  isGameH5: string;
  roomId: string | null;
  supportPlay: boolean;
  lottoMode: string | null;
  playKind: PlayKind;
  /** Category order, the vendor's order inside the category, the game's order inside the vendor. */
  order: [number, number, number, number];
}

export interface CatalogueVendor {
  code: string;
  accountTypeName: string;
  colour: string;
}

/** One consistent snapshot of the catalogue (enabled games only). */
export interface Catalogue {
  /** The catalogue's revision when the snapshot was read (`catalogueRevision`; it was read first). */
  revision: number;
  /** Changes whenever anything in the snapshot changes (the base of the ETags). */
  version: string;
  categories: { code: string; sort: number }[];
  vendors: Map<string, CatalogueVendor>;
  /** Category → its vendors in order. */
  vendorsByCategory: Map<string, string[]>;
  /** Every enabled game in list order (category, vendor, game). */
  games: CatalogueGame[];
  byNode: Map<number, CatalogueGame>;
  byVendorGame: Map<string, CatalogueGame>;
}

interface GameRow {
  node_id: number;
  game_id: string;
  vendor_code: string;
  category_code: string;
  game_name: string;
  names: Record<string, string> | null;
  is_new: boolean;
  hot_rank: number | null;
  classify: string | null;
  min_bet_cents: number;
  max_bet_cents: number;
  min_line: number;
  is_game_h5: string;
  room_id: string | null;
  support_play: boolean;
  lotto_mode: string | null;
  play_kind: PlayKind;
  category_sort: number;
  vendor_sort: number;
  sort: number;
}

export const vendorGameKey = (vendor: string, gameId: string): string => `${vendor}/${gameId}`;

/**
 * The catalogue's revision (migration 0020): every statement that changes a game, a category, a studio or their
 * links raises it. One row: what an instance asks before it reads the whole catalogue again.
 */
export async function catalogueRevision(db: Queryable): Promise<number> {
  const [row] = await db.query<{ revision: string | number }>('SELECT revision FROM catalogue_revision');
  return Number(row?.revision ?? 0);
}

/**
 * Reads the whole catalogue: every enabled game (20,000 at an operator's size, about 0.25 s; read again only when
 * it changed, `CatalogueCache`). The revision is read first, so a change that lands during the read is never
 * taken as seen.
 */
export async function loadCatalogue(db: Queryable): Promise<Catalogue> {
  const revision = await catalogueRevision(db);
  const categories = await db.query<{ code: string; sort: number }>(
    'SELECT code, sort FROM game_categories ORDER BY sort, code',
  );
  const vendorRows = await db.query<{ code: string; account_type_name: string; colour: string }>(
    'SELECT code, account_type_name, colour FROM game_vendors ORDER BY sort, code',
  );
  const links = await db.query<{ vendor_code: string; category_code: string }>(
    'SELECT vendor_code, category_code FROM game_vendor_categories ORDER BY category_code, sort, vendor_code',
  );
  const rows = await db.query<GameRow>(
    `SELECT g.node_id, g.game_id, g.vendor_code, g.category_code, g.game_name, g.names, g.is_new, g.hot_rank, g.classify,
            g.min_bet_cents, g.max_bet_cents, g.min_line, g.is_game_h5, g.room_id, g.support_play, g.lotto_mode, g.play_kind,
            c.sort AS category_sort, COALESCE(vc.sort, 0) AS vendor_sort, g.sort
       FROM games g
       JOIN game_categories c ON c.code = g.category_code
       LEFT JOIN game_vendor_categories vc ON vc.vendor_code = g.vendor_code AND vc.category_code = g.category_code
      WHERE g.enabled
      ORDER BY c.sort, vendor_sort, g.sort, g.node_id`,
  );
  const games = rows.map((row): CatalogueGame => ({
    nodeId: Number(row.node_id),
    gameId: row.game_id,
    vendor: row.vendor_code,
    category: row.category_code,
    name: row.game_name,
    names: row.names ?? {},
    isNew: row.is_new,
    hotRank: row.hot_rank,
    classify: row.classify,
    minBetCents: Number(row.min_bet_cents),
    maxBetCents: Number(row.max_bet_cents),
    minLine: Number(row.min_line),
    isGameH5: row.is_game_h5,
    roomId: row.room_id,
    supportPlay: row.support_play,
    lottoMode: row.lotto_mode,
    playKind: row.play_kind,
    order: [Number(row.category_sort), Number(row.vendor_sort), Number(row.sort), Number(row.node_id)],
  }));
  const vendorsByCategory = new Map<string, string[]>();
  for (const link of links)
    vendorsByCategory.set(link.category_code, [...(vendorsByCategory.get(link.category_code) ?? []), link.vendor_code]);
  const version = createHash('sha256')
    .update(JSON.stringify([categories, vendorRows, links, rows]))
    .digest('base64url')
    .slice(0, 16);
  return {
    revision,
    version,
    categories: categories.map((c) => ({ code: c.code, sort: Number(c.sort) })),
    vendors: new Map(
      vendorRows.map((v) => [v.code, { code: v.code, accountTypeName: v.account_type_name, colour: v.colour }]),
    ),
    vendorsByCategory,
    games,
    byNode: new Map(games.map((game) => [game.nodeId, game])),
    byVendorGame: new Map(games.map((game) => [vendorGameKey(game.vendor, game.gameId), game])),
  };
}

/** The game's name in a platform language (English when it has none there). */
export function gameNameIn(game: CatalogueGame, language: string): string {
  return game.names[language.toUpperCase()] ?? game.name;
}

/** The wire shape of a game (spec §3) in a language. */
export function toWireGame(game: CatalogueGame, language: string): Game {
  const name = gameNameIn(game, language);
  const icon = gameIconPath(game.vendor, game.gameId);
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameType: game.category,
    vassalage: game.vendor,
    gameName: name,
    nodeName: name,
    displayName: name,
    showIcon: true,
    iconUrl: icon,
    mobileLargeIcon: icon,
    isNew: game.isNew,
    isGameH5: game.isGameH5,
    roomId: game.roomId,
    supportPlay: game.supportPlay,
    lottoMode: game.lottoMode,
    gameClassify: game.classify,
    minBet: fromCents(game.minBetCents),
    minLine: game.minLine,
    isHot: game.hotRank !== null,
  };
}

/** The categories a game-list type stands for: SPORTS also holds e-sports and cockfight. */
export function categoriesOfListType(gameType: string | undefined): string[] | null {
  if (gameType === undefined || gameType === 'ALL') return null;
  if (gameType === 'SPORTS' || gameType === 'ESPORTS' || gameType === 'COCKFIGHT')
    return ['SPORTS', 'ESPORTS', 'COCKFIGHT'];
  return [gameType];
}
