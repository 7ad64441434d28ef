import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CancelSubOrdersRequest,
  DEFAULT_PRIZE_MODE,
  DrawQuery,
  GameQuery,
  LotteryGamesQuery,
  NearNumerosQuery,
  OrderDetailQuery,
  OrdersQuery,
  PlaceOrderRequest,
  fromCents,
  lotteryCancelPath,
  lotteryDrawPath,
  lotteryGamesPath,
  lotteryMenusPath,
  lotteryNearNumerosPath,
  lotteryOpenedNumeroPath,
  lotteryOrderDetailPath,
  lotteryOrdersPath,
  lotteryRecentPath,
  lotteryVnResultsPath,
} from '@wl/api-client/contract';
import type {
  CancelSubOrdersResult,
  DrawResult,
  LotteryGames,
  LotteryMenus,
  LotteryRecent,
  NearNumeros,
  OkEnvelope,
  OpenedNumero,
  OrderDetail,
  OrdersPage,
  PlaceOrderResult,
  VnResults,
} from '@wl/api-client/contract';
import { requireSession } from '../accounts/sessions/authenticate';
import { requirePlayer } from '../accounts/sessions/real-account';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';
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

const RECENT_LIMIT = 6;
const moneyCallLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const ok = <T>(value: T): OkEnvelope<T> => ({ success: true, value });

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

  app.get(lotteryGamesPath, async (request): Promise<OkEnvelope<LotteryGames>> => {
    const query = parseRequest(LotteryGamesQuery, request.query, 'query');
    const now = deps.clock.now();
    const mode = query.prizeMode ?? DEFAULT_PRIZE_MODE;
    const games = [];
    for (const game of lotteryGames.filter((g) => !query.gameId || g.gameId === query.gameId)) {
      const timing = timingOf(game);
      games.push(
        gameView(game, timing, mode, openDraw(now, timing), await resultOf(game, lastDueDraw(now, timing), now)),
      );
    }
    return ok({ serverTime: now, prizeMode: mode, games });
  });

  app.get(lotteryMenusPath, async (): Promise<OkEnvelope<LotteryMenus>> =>
    ok({ menus: lotteryMenus.map((menu) => ({ menuId: menu.menuId, gameIds: [...menu.gameIds] })) }),
  );

  app.get(lotteryRecentPath, async (request): Promise<OkEnvelope<LotteryRecent>> => {
    const who = await bettor(request);
    const ids = await recentGameIds(deps.db, who.memberId, RECENT_LIMIT);
    return ok({ gameIds: ids.flatMap((id) => findLotteryGame(id)?.gameId ?? []) });
  });

  app.get(lotteryOpenedNumeroPath, async (request): Promise<OkEnvelope<OpenedNumero>> => {
    const { gameId } = parseRequest(GameQuery, request.query, 'query');
    const now = deps.clock.now();
    return ok({ gameId, serverTime: now, numero: drawTimesView(openDraw(now, timingOf(gameOf(gameId)))) });
  });

  app.get(lotteryDrawPath, async (request): Promise<OkEnvelope<DrawResult>> => {
    const query = parseRequest(DrawQuery, request.query, 'query');
    const game = gameOf(query.gameId);
    const now = deps.clock.now();
    const draw = query.numero ? drawOfNumero(query.numero, timingOf(game)) : lastDueDraw(now, timingOf(game));
    if (!draw) {
      throw new AppError('BAD_REQUEST', 'Invalid request query: query.numero: not a draw number of this game', {
        fields: [{ field: 'query.numero', problem: 'not a draw number of this game' }],
      });
    }
    return ok(await resultOf(game, draw, now));
  });

  app.get(lotteryNearNumerosPath, async (request): Promise<OkEnvelope<NearNumeros>> => {
    const query = parseRequest(NearNumerosQuery, request.query, 'query');
    const game = gameOf(query.gameId);
    const timing = timingOf(game);
    const now = deps.clock.now();
    const last = lastDueDraw(now, timing);
    const previous: DrawResult[] = [];
    for (let i = 0; i < query.size; i++) previous.push(await resultOf(game, drawAt(last.k - i, timing), now));
    const current = openDraw(now, timing);
    return ok({
      gameId: game.gameId,
      serverTime: now,
      previous,
      current: drawTimesView(current),
      next: [1, 2, 3].map((i) => drawTimesView(drawAt(current.k + i, timing))),
    });
  });

  app.get(lotteryVnResultsPath, async (request): Promise<OkEnvelope<VnResults>> => {
    const query = parseRequest(DrawQuery, request.query, 'query');
    const game = gameOf(query.gameId);
    if (game.shape !== 'vn-north' && game.shape !== 'vn-south') {
      throw new AppError('BAD_REQUEST', 'Invalid request query: query.gameId: not a Vietnamese lottery', {
        fields: [{ field: 'query.gameId', problem: 'not a Vietnamese lottery' }],
      });
    }
    const now = deps.clock.now();
    const draw = query.numero ? drawOfNumero(query.numero, timingOf(game)) : lastDueDraw(now, timingOf(game));
    if (!draw) {
      throw new AppError('BAD_REQUEST', 'Invalid request query: query.numero: not a draw number of this game', {
        fields: [{ field: 'query.numero', problem: 'not a draw number of this game' }],
      });
    }
    const result = await ensureDrawn(deps.db, game, draw, now, deps.random);
    return ok({
      gameId: game.gameId,
      numero: draw.numero,
      drawAt: draw.drawAt,
      status: result ? 'drawn' : 'pending',
      prizes: (result?.board ?? []).map((tier) => ({ tier: tier.tier, numbers: [...tier.numbers] })),
    });
  });

  app.post(lotteryOrdersPath, { config: moneyCallLimit }, async (request): Promise<OkEnvelope<PlaceOrderResult>> => {
    const who = await bettor(request);
    const body = parseRequest(PlaceOrderRequest, request.body, 'body');
    const orderNo = await placeOrder(deps, who, body);
    const order = await findOrder(deps.db, who.memberId, orderNo);
    if (!order) throw new Error(`lottery ticket ${orderNo} vanished after placing`);
    return ok({ order, balance: fromCents((await memberBalances(deps.db, who.memberId)).main) });
  });

  app.get(lotteryOrdersPath, async (request): Promise<OkEnvelope<OrdersPage>> => {
    const who = await bettor(request);
    const query = parseRequest(OrdersQuery, request.query, 'query');
    await settleDue(deps, { memberId: who.memberId, limit: 50 });
    return ok(await listOrders(deps.db, { memberId: who.memberId, ...query }));
  });

  app.get(lotteryOrderDetailPath, async (request): Promise<OkEnvelope<OrderDetail>> => {
    const who = await bettor(request);
    const { orderNo } = parseRequest(OrderDetailQuery, request.query, 'query');
    await settleDue(deps, { memberId: who.memberId, limit: 50 });
    const order = await findOrder(deps.db, who.memberId, orderNo);
    if (!order) throw new AppError('NOT_FOUND', 'There is no such ticket.');
    return ok(order);
  });

  app.post(
    lotteryCancelPath,
    { config: moneyCallLimit },
    async (request): Promise<OkEnvelope<CancelSubOrdersResult>> => {
      const who = await bettor(request);
      const body = parseRequest(CancelSubOrdersRequest, request.body, 'body');
      const refunded = await cancelLines(deps, who, body.orderNo, body.subOrderIds);
      const order = await findOrder(deps.db, who.memberId, body.orderNo);
      if (!order) throw new AppError('NOT_FOUND', 'There is no such ticket.');
      return ok({
        order,
        refunded: fromCents(refunded),
        balance: fromCents((await memberBalances(deps.db, who.memberId)).main),
      });
    },
  );
}
