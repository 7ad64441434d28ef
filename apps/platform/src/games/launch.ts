import { lotteryVendors } from '@wl/api-client/contract/game-launch';
import type { LaunchQuery, LaunchResult } from '@wl/api-client/contract/game-launch';
import type { PlayType, PrizeMode } from '@wl/api-client/contract/lottery-modes';
import type { z } from 'zod';
import type { Queryable } from '../db/db';
import { assertMayLaunch } from '../protection/protection-guard';
import type { FoundSession } from '../accounts/sessions/session-repo';
import { requirePlayer } from '../accounts/sessions/real-account';
import { AppError } from '../http/app-error';
import { createLaunchTicket } from './launch-tickets';
import { vendorGameKey } from './catalogue';
import type { Catalogue, CatalogueGame } from './catalogue';
import { addRecentGame } from './member-games-repo';

export type ParsedLaunchQuery = z.output<typeof LaunchQuery>;

/** Where the lottery app lives in the site (the lottery area's route; spec §2 lottery play page). */
export function lotteryAppPath(merchantCode: string, playType: PlayType, gameId: string, prizeMode: PrizeMode): string {
  return `/m/lotto-h5/${encodeURIComponent(merchantCode)}/${playType}/games/${encodeURIComponent(gameId)}?prize_mode=${prizeMode}`;
}

/** The platform's own default prize mode of a lottery vendor: SEA for TCG_SEA, else Elott (spec §9 default). */
export function defaultPrizeMode(vendor: string): PrizeMode {
  return vendor === 'TCG_SEA' ? 'SEA' : 'Elott';
}

export function isLotteryVendor(vendor: string): boolean {
  return (lotteryVendors as readonly string[]).includes(vendor);
}

function badGame(field: string, problem: string): AppError {
  return new AppError('BAD_REQUEST', `Cannot launch: ${problem}`, { fields: [{ field: `query.${field}`, problem }] });
}

/** The catalogue game a generic launch names (node id, else vendor + game id), checked against the vendor and category. */
function genericGame(catalogue: Catalogue, query: ParsedLaunchQuery): CatalogueGame {
  const game =
    query.nodeId !== undefined
      ? catalogue.byNode.get(query.nodeId)
      : query.gameId !== undefined
        ? catalogue.byVendorGame.get(vendorGameKey(query.vendor, query.gameId))
        : undefined;
  if (query.nodeId === undefined && query.gameId === undefined)
    throw badGame('gameId', 'a game id or node id is required');
  if (!game) throw badGame(query.nodeId !== undefined ? 'nodeId' : 'gameId', 'no such game');
  if (game.vendor !== query.vendor) throw badGame('vendor', 'the game belongs to another vendor');
  if (query.gameCategory !== undefined && query.gameCategory !== game.category)
    throw badGame('gameCategory', 'the game is in another category');
  if (query.gameId !== undefined && query.gameId !== game.gameId)
    throw badGame('gameId', 'the game id does not match the node id');
  return game;
}

export interface LaunchDeps {
  db: Queryable;
  catalogue: Catalogue;
  now: number;
  /** Game types the brand's market switched off (brand.json protection.switchedOffGameTypes). */
  switchedOffGameTypes?: readonly string[];
}

/**
 * Launch (spec §4, §7): real members and trial accounts, which play on their demo credit (visitors 401,
 * other account types 403, disabled members have no session). Lottery vendors answer the lottery app's site path; every other game the demo vendor's page
 * with a one-time launch ticket (never the session token) in its address.
 */
export async function launchGame(
  deps: LaunchDeps,
  session: FoundSession,
  query: ParsedLaunchQuery,
  language: string,
): Promise<LaunchResult> {
  requirePlayer(session.member);
  if (!deps.catalogue.vendors.has(query.vendor)) throw badGame('vendor', 'unknown game vendor');
  const merchant = session.member.merchantCode;

  if (query.gameCode !== undefined) {
    if (!isLotteryVendor(query.vendor)) throw badGame('gameCode', 'the lottery launch is for lottery vendors only');
    if (query.gameCode === 'lobby') return { kind: 'lottery', url: '/m/lottery' };
    const game = deps.catalogue.byVendorGame.get(vendorGameKey(query.vendor, query.gameCode));
    if (!game) throw badGame('gameCode', 'no such lottery game');
    await assertMayLaunch(deps.db, session.member.id, game.category, deps.switchedOffGameTypes ?? [], deps.now);
    await addRecentGame(deps.db, session.member.id, game.nodeId, deps.now);
    return {
      kind: 'lottery',
      url: lotteryAppPath(
        merchant,
        query.playType ?? 'trad',
        game.gameId,
        query.prizeMode ?? defaultPrizeMode(game.vendor),
      ),
    };
  }

  const game = genericGame(deps.catalogue, query);
  if (game.isGameH5 === 'VASSALAGE') throw badGame('gameId', 'a vendor entry opens its game list, it is not launched');
  // Player protection: blocks, used-up loss or wager limits, switched-off game types (docs/decisions/0038).
  await assertMayLaunch(deps.db, session.member.id, game.category, deps.switchedOffGameTypes ?? [], deps.now);
  await addRecentGame(deps.db, session.member.id, game.nodeId, deps.now);
  if (game.playKind === 'lottery') {
    const playType =
      query.playType ??
      (game.lottoMode?.includes('Entertainment') && !game.lottoMode.includes('Tradition') ? 'ent' : 'trad');
    return {
      kind: 'lottery',
      url: lotteryAppPath(merchant, playType, game.gameId, query.prizeMode ?? defaultPrizeMode(game.vendor)),
    };
  }
  const ticket = await createLaunchTicket(deps.db, {
    sessionHash: session.tokenHash,
    nodeId: game.nodeId,
    language,
    backPath: query.backPath ?? '/m/home',
    now: deps.now,
  });
  return { kind: 'game', url: `/demo-games/play?ticket=${encodeURIComponent(ticket)}` };
}
