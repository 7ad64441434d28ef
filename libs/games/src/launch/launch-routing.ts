import type { PlayType, PrizeMode } from '@wl/api-client/contract/lottery-modes';

import { sitePath } from '@wl/brand';
/** What a launch needs to know of a game (spec §3 launch parameters). */
export interface LaunchGame {
  vassalage: string;
  gameType: string;
  gameId: string;
  nodeId: number;
  isGameH5: string;
  lottoMode: string | null;
}

export interface LaunchInput {
  /** A session exists (a member's, or a trial account's playing on its demo credit). */
  loggedIn: boolean;
  game: LaunchGame;
  /** Vendor data mapping (category → vendors), for the prize mode. */
  mapping: Readonly<Record<string, readonly { vassalage: string }[]>> | undefined;
}

export type LaunchAction =
  | { kind: 'login' }
  | { kind: 'lottery'; vendor: string; gameCode: string; prizeMode: PrizeMode; playType: PlayType }
  | { kind: 'gameList'; gameType: string; vassalage: string }
  | { kind: 'generic'; gameCategory: string; vendor: string; gameId: string; nodeId: number };

/**
 * Prize mode (spec §4): the e-lottery mode when the mapping has an ELOTT entry for TCG_LOTTO_VN or
 * LOTT, otherwise the lottery mode.
 */
export function prizeModeOf(mapping: LaunchInput['mapping']): PrizeMode {
  return (mapping?.['ELOTT'] ?? []).some((vendor) => vendor.vassalage === 'TCG_LOTTO_VN' || vendor.vassalage === 'LOTT')
    ? 'Elott'
    : 'Lott';
}

/** A game whose lottoMode contains Entertainment launches as playType ent, otherwise trad. */
export function playTypeOf(lottoMode: string | null): PlayType {
  return lottoMode?.includes('Entertainment') ? 'ent' : 'trad';
}

/**
 * Game launch (spec §4): without a session go to /m/login — a trial account has one and plays (spec §6
 * "play trial"); TCG_LOTTO_VN and TCG_SEA use
 * the lottery launch (prize mode SEA for TCG_SEA); LOTT and ELOTT the lottery launch with playType;
 * isGameH5 VASSALAGE opens /m/gameList; anything else the generic launch.
 */
export function launchRoute({ loggedIn, game, mapping }: LaunchInput): LaunchAction {
  if (!loggedIn) return { kind: 'login' };
  const { vassalage } = game;
  if (vassalage === 'TCG_LOTTO_VN' || vassalage === 'TCG_SEA') {
    return {
      kind: 'lottery',
      vendor: vassalage,
      gameCode: game.gameId,
      prizeMode: vassalage === 'TCG_SEA' ? 'SEA' : prizeModeOf(mapping),
      playType: playTypeOf(game.lottoMode),
    };
  }
  if (vassalage === 'LOTT' || vassalage === 'ELOTT') {
    return {
      kind: 'lottery',
      vendor: vassalage,
      gameCode: game.gameId,
      prizeMode: prizeModeOf(mapping),
      playType: playTypeOf(game.lottoMode),
    };
  }
  if (game.isGameH5 === 'VASSALAGE') return { kind: 'gameList', gameType: game.gameType, vassalage };
  return { kind: 'generic', gameCategory: game.gameType, vendor: vassalage, gameId: game.gameId, nodeId: game.nodeId };
}

/** The site path of a lottery action: /m/launchGame with the spec's query (playType, prize_mode, code, pageBack). */
export function lotteryLaunchPath(action: Extract<LaunchAction, { kind: 'lottery' }>, pageBack: boolean): string {
  const query = new URLSearchParams({
    vendor: action.vendor,
    code: action.gameCode,
    playType: action.playType,
    prize_mode: action.prizeMode,
  });
  if (pageBack) query.set('pageBack', '1');
  return sitePath('launchGame', query);
}

/** The site path of a vendor entry: the category page preselecting the vendor. */
export function gameListPathOf(gameType: string, vassalage?: string): string {
  const query = new URLSearchParams({ gameType });
  if (vassalage) query.set('vassalage', vassalage);
  return sitePath('gameList', query);
}
