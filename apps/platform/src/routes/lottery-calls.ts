import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_PRIZE_MODE } from '@wl/api-client/contract/lottery-modes';
import { fromCents } from '@wl/api-client/contract/money';
import { lotteryCalls } from '@wl/api-client/contract';
import type { DrawResult } from '@wl/api-client/contract/lottery-calls';
import { requireSession } from '../accounts/sessions/authenticate';
import { requirePlayer } from '../accounts/sessions/real-account';
import { AppError } from '../http/app-error';
import { cancelLines } from '../lottery/cancel-lines';
import { ensureDrawn } from '../lottery/draws-repo';
import type { LotteryDeps } from '../lottery/lottery-deps';
import {
  findLotteryGame,
  lotteryGames,
  lotteryMenus,
  lotteryTiming,
  type LotteryGameDef,
} from '../lottery/lottery-games';
import { drawResultView, drawTimesView, gameView } from '../lottery/lottery-views';
import { findOrder, listOrders, recentGameIds } from '../lottery/orders-repo';
import { placeOrder, type Bettor } from '../lottery/place-order';
import { drawAt, drawOfNumero, lastDueDraw, openDraw, type Draw } from '../lottery/rules/schedule';
import { settleDue } from '../lottery/settlement';
import { memberBalances } from '../wallet/ledger';
import { onCall } from './call-route';

const RECENT_LIMIT = 6;
const moneyCallLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The lottery vendor's calls (`/lgw/...`, decision 0019). Games, menus, draws and results are open
 * to visitors; tickets need a player's session: a real member's, or a trial account's playing on its demo credit.
 */
export function lotteryRoutes(app: FastifyInstance, deps: LotteryDeps): void {
  const timingOf = (game: LotteryGameDef) => lotteryTiming(game, deps.drawSecondsOverride);
  const gameOf = (gameId: string): LotteryGameDef => {
    const game = findLotteryGame(gameId);
    if (!game) throw new AppError('NOT_FOUND', 'There is no such lottery game.');
    return game;
  };
  const resultOf = async (game: LotteryGameDef, draw: Draw, now: number): Promise<DrawResult> =>
    drawResultView(draw, (await ensureDrawn(deps.db, game, draw, now, deps.random))?.numbers ?? null);

  async function bettor(request: FastifyRequest): Promise<Bettor> {
    const session = await requireSession(deps.db, request, deps.clock.now());
    requirePlayer(session.member);
    return { memberId: session.member.id, merchantCode: session.member.merchantCode };
  }

  onCall(app, lotteryCalls.games, async ({ query }) => {
    const asked = query();
    const now = deps.clock.now();
    const mode = asked.prizeMode ?? DEFAULT_PRIZE_MODE;
    const games = [];
    for (const game of lotteryGames.filter((g) => !asked.gameId || g.gameId === asked.gameId)) {
      const timing = timingOf(game);
      games.push(
        gameView(game, timing, mode, openDraw(now, timing), await resultOf(game, lastDueDraw(now, timing), now)),
      );
    }
    return { serverTime: now, prizeMode: mode, games };
  });

  onCall(app, lotteryCalls.menus, async () => ({
    menus: lotteryMenus.map((menu) => ({ menuId: menu.menuId, gameIds: [...menu.gameIds] })),
  }));

  onCall(app, lotteryCalls.recent, async ({ request }) => {
    const who = await bettor(request);
    const ids = await recentGameIds(deps.db, who.memberId, RECENT_LIMIT);
    return { gameIds: ids.flatMap((id) => findLotteryGame(id)?.gameId ?? []) };
  });

  onCall(app, lotteryCalls.openedNumero, async ({ query }) => {
    const { gameId } = query();
    const now = deps.clock.now();
    return { gameId, serverTime: now, numero: drawTimesView(openDraw(now, timingOf(gameOf(gameId)))) };
  });

  onCall(app, lotteryCalls.draw, async ({ query }) => {
    const asked = query();
    const game = gameOf(asked.gameId);
    const now = deps.clock.now();
    const draw = asked.numero ? drawOfNumero(asked.numero, timingOf(game)) : lastDueDraw(now, timingOf(game));
    if (!draw) {
      throw new AppError('BAD_REQUEST', 'Invalid request query: query.numero: not a draw number of this game', {
        fields: [{ field: 'query.numero', problem: 'not a draw number of this game' }],
      });
    }
    return resultOf(game, draw, now);
  });

  onCall(app, lotteryCalls.nearNumeros, async ({ query }) => {
    const asked = query();
    const game = gameOf(asked.gameId);
    const timing = timingOf(game);
    const now = deps.clock.now();
    const last = lastDueDraw(now, timing);
    const previous: DrawResult[] = [];
    for (let i = 0; i < asked.size; i++) previous.push(await resultOf(game, drawAt(last.k - i, timing), now));
    const current = openDraw(now, timing);
    return {
      gameId: game.gameId,
      serverTime: now,
      previous,
      current: drawTimesView(current),
      next: [1, 2, 3].map((i) => drawTimesView(drawAt(current.k + i, timing))),
    };
  });

  onCall(app, lotteryCalls.vnResults, async ({ query }) => {
    const asked = query();
    const game = gameOf(asked.gameId);
    if (game.shape !== 'vn-north' && game.shape !== 'vn-south') {
      throw new AppError('BAD_REQUEST', 'Invalid request query: query.gameId: not a Vietnamese lottery', {
        fields: [{ field: 'query.gameId', problem: 'not a Vietnamese lottery' }],
      });
    }
    const now = deps.clock.now();
    const draw = asked.numero ? drawOfNumero(asked.numero, timingOf(game)) : lastDueDraw(now, timingOf(game));
    if (!draw) {
      throw new AppError('BAD_REQUEST', 'Invalid request query: query.numero: not a draw number of this game', {
        fields: [{ field: 'query.numero', problem: 'not a draw number of this game' }],
      });
    }
    const result = await ensureDrawn(deps.db, game, draw, now, deps.random);
    return {
      gameId: game.gameId,
      numero: draw.numero,
      drawAt: draw.drawAt,
      status: result ? ('drawn' as const) : ('pending' as const),
      prizes: (result?.board ?? []).map((tier) => ({ tier: tier.tier, numbers: [...tier.numbers] })),
    };
  });

  onCall(
    app,
    lotteryCalls.placeOrder,
    async ({ request, body }) => {
      const who = await bettor(request);
      const orderNo = await placeOrder(deps, who, await body());
      const order = await findOrder(deps.db, who.memberId, orderNo);
      if (!order) throw new Error(`lottery ticket ${orderNo} vanished after placing`);
      return { order, balance: fromCents((await memberBalances(deps.db, who.memberId)).main) };
    },
    { config: moneyCallLimit },
  );

  onCall(app, lotteryCalls.orders, async ({ request, query }) => {
    const who = await bettor(request);
    const asked = query();
    await settleDue(deps, { memberId: who.memberId, limit: 50 });
    return listOrders(deps.db, { memberId: who.memberId, ...asked });
  });

  onCall(app, lotteryCalls.orderDetail, async ({ request, query }) => {
    const who = await bettor(request);
    const { orderNo } = query();
    await settleDue(deps, { memberId: who.memberId, limit: 50 });
    const order = await findOrder(deps.db, who.memberId, orderNo);
    if (!order) throw new AppError('NOT_FOUND', 'There is no such ticket.');
    return order;
  });

  onCall(
    app,
    lotteryCalls.cancelSubOrders,
    async ({ request, body }) => {
      const who = await bettor(request);
      const { orderNo, subOrderIds } = await body();
      const refunded = await cancelLines(deps, who, orderNo, subOrderIds);
      const order = await findOrder(deps.db, who.memberId, orderNo);
      if (!order) throw new AppError('NOT_FOUND', 'There is no such ticket.');
      return {
        order,
        refunded: fromCents(refunded),
        balance: fromCents((await memberBalances(deps.db, who.memberId)).main),
      };
    },
    { config: moneyCallLimit },
  );
}
