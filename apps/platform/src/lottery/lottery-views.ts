import type { BetType, DrawResult, DrawTimes, LotteryGame } from '@wl/api-client/contract/lottery-calls';
import type { PrizeMode } from '@wl/api-client/contract/lottery-modes';
import type { LotteryGameDef } from './lottery-games';
import { betRulesByShape, type BetRule } from './rules/bet-rules';
import type { ResultShape } from './rules/draw-numbers';
import { oddsFor } from './rules/prize-mode';
import type { Draw, Timing } from './rules/schedule';

/** Wire views of the lottery's games and draws. */

const resultKinds: Record<ResultShape, LotteryGame['resultKind']> = {
  'vn-north': 'digits',
  'vn-south': 'digits',
  digits4: 'digits',
  digits5: 'digits',
  race10: 'race',
  dice3: 'dice',
};

export function betTypeView(rule: BetRule, mode: PrizeMode): BetType {
  return {
    code: rule.code,
    playType: rule.playType,
    kind: rule.kind,
    digits: rule.digits,
    min: rule.min,
    max: rule.max,
    options: [...rule.options],
    odds: oddsFor(rule.baseOddsX100, mode) / 100,
    hint: rule.hint,
  };
}

export function drawTimesView(draw: Draw): DrawTimes {
  return { numero: draw.numero, openAt: draw.openAt, closeAt: draw.closeAt, drawAt: draw.drawAt };
}

export function drawResultView(draw: Draw, numbers: readonly string[] | null): DrawResult {
  return {
    numero: draw.numero,
    drawAt: draw.drawAt,
    status: numbers ? 'drawn' : 'pending',
    numbers: numbers ? [...numbers] : [],
  };
}

export function gameView(
  game: LotteryGameDef,
  timing: Timing,
  mode: PrizeMode,
  current: Draw,
  last: DrawResult | null,
): LotteryGame {
  return {
    gameId: game.gameId,
    gameName: game.gameName,
    vassalage: game.vassalage,
    gameType: game.gameType,
    resultKind: resultKinds[game.shape],
    drawSeconds: timing.drawSeconds,
    closeSeconds: timing.closeSeconds,
    defaultPrizeMode: game.defaultPrizeMode,
    betTypes: betRulesByShape[game.shape].map((rule) => betTypeView(rule, mode)),
    current: drawTimesView(current),
    last,
  };
}
