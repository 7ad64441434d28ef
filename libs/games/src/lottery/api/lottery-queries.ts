import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { lotteryCalls } from '@wl/api-client/contract';
import type { CancelSubOrdersRequest, LotteryGameId, PlaceOrderRequest } from '@wl/api-client/contract/lottery-calls';
import type { PrizeMode } from '@wl/api-client/contract/lottery-modes';
import { memberKeys } from '@wl/session';

/**
 * Query keys, general to specific. Games and draws are the same for everyone; tickets are the
 * member's and live under `memberKeys.all`, so logging out drops them.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  games: (prizeMode: PrizeMode) => [...lotteryKeys.all, 'games', prizeMode] as const,
  menus: () => [...lotteryKeys.all, 'menus'] as const,
  near: (gameId: LotteryGameId) => [...lotteryKeys.all, 'near', gameId] as const,
  vnBoard: (gameId: LotteryGameId, numero: string) => [...lotteryKeys.all, 'vn', gameId, numero] as const,
  member: (token: string) => [...memberKeys.all, 'lottery', token] as const,
  recent: (token: string) => [...lotteryKeys.member(token), 'recent'] as const,
  orders: (token: string, gameId: LotteryGameId) => [...lotteryKeys.member(token), 'orders', gameId] as const,
  order: (token: string, orderNo: string) => [...lotteryKeys.member(token), 'order', orderNo] as const,
};

/** GET /lgw/games: every game with bet types priced for the prize mode, the open draw and the last result. */
export function lotteryGamesQueryOptions(client: ApiClient, prizeMode: PrizeMode) {
  return queryOptions({
    queryKey: lotteryKeys.games(prizeMode),
    queryFn: ({ signal }) => client.call(lotteryCalls.games, { query: { prizeMode }, signal }),
    staleTime: 10_000,
  });
}

/** GET /lgw/games/game_menus: the lottery menu (groups of games). */
export function lotteryMenusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: lotteryKeys.menus(),
    queryFn: ({ signal }) => client.call(lotteryCalls.menus, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /lgw/games/game_menus/recent: the member's lottery games, latest played first. */
export function lotteryRecentQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: lotteryKeys.recent(token),
    queryFn: ({ signal }) => client.call(lotteryCalls.recent, { signal }),
    staleTime: 60_000,
  });
}

/** GET /lgw/numeros/near: the last results, the open draw and the next ones (the play page's clock). */
export function nearNumerosQueryOptions(client: ApiClient, gameId: LotteryGameId) {
  return queryOptions({
    queryKey: lotteryKeys.near(gameId),
    queryFn: ({ signal }) => client.call(lotteryCalls.nearNumeros, { query: { gameId, size: 10 }, signal }),
    staleTime: 0,
  });
}

/** GET /lgw/vn/results: the whole prize board of a Vietnamese draw. */
export function vnBoardQueryOptions(client: ApiClient, gameId: LotteryGameId, numero: string) {
  return queryOptions({
    queryKey: lotteryKeys.vnBoard(gameId, numero),
    queryFn: ({ signal }) => client.call(lotteryCalls.vnResults, { query: { gameId, numero }, signal }),
    staleTime: Infinity,
  });
}

export const TICKETS_PAGE_SIZE = 10;

/** GET /lgw/orders for one game, one page (the first page is what the play page polls). */
export function fetchOrdersPage(client: ApiClient, gameId: LotteryGameId, pageNo: number, signal?: AbortSignal) {
  return client.call(lotteryCalls.orders, { query: { gameId, pageNo, pageSize: TICKETS_PAGE_SIZE }, signal });
}

/** GET /lgw/orders/detail: a ticket with its lines and the draw's numbers. */
export function orderDetailQueryOptions(client: ApiClient, token: string, orderNo: string) {
  return queryOptions({
    queryKey: lotteryKeys.order(token, orderNo),
    queryFn: ({ signal }) => client.call(lotteryCalls.orderDetail, { query: { orderNo }, signal }),
    staleTime: 0,
  });
}

/** POST /lgw/orders: places a ticket (retrying with the same requestId is safe). */
export function placeOrder(client: ApiClient, body: PlaceOrderRequest) {
  return client.call(lotteryCalls.placeOrder, { body });
}

/** POST /lgw/orders/suborders/cancel: cancels open lines before the draw closes (their stakes come back). */
export function cancelSubOrders(client: ApiClient, body: CancelSubOrdersRequest) {
  return client.call(lotteryCalls.cancelSubOrders, { body });
}
