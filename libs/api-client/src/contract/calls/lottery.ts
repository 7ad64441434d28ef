// The calls of the lottery (spec's lottery gateway, /lgw/…): games, draws, orders (decision 0019).
import type { Call } from '../call';
import {
  CancelSubOrdersRequest,
  CancelSubOrdersResult,
  DrawQuery,
  DrawResult,
  GameQuery,
  LOTTERY_MODULE_ID,
  LotteryGames,
  LotteryGamesQuery,
  LotteryMenus,
  LotteryRecent,
  NearNumeros,
  NearNumerosQuery,
  OpenedNumero,
  OrderDetail,
  OrderDetailQuery,
  OrdersPage,
  OrdersQuery,
  PlaceOrderRequest,
  PlaceOrderResult,
  VnResults,
} from '../lottery-calls';

/** Every lottery game with its bet types priced for the prize mode, the open draw and the last result (no token). */
export const games = {
  method: 'GET',
  path: '/lgw/games',
  query: LotteryGamesQuery,
  answer: LotteryGames,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** The lottery menu: groups of games in display order (no token). */
export const menus = {
  method: 'GET',
  path: '/lgw/games/game_menus',
  answer: LotteryMenus,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** The member's lottery games, latest played first (a player's session). */
export const recent = {
  method: 'GET',
  path: '/lgw/games/game_menus/recent',
  answer: LotteryRecent,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** The draw taking bets now, for the countdown (`?gameId=`, no token). */
export const openedNumero = {
  method: 'GET',
  path: '/lgw/games/opened/numero',
  query: GameQuery,
  answer: OpenedNumero,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** One draw: `?gameId=&numero=`, the latest drawn one without `numero` (no token). */
export const draw = {
  method: 'GET',
  path: '/lgw/draw',
  query: DrawQuery,
  answer: DrawResult,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** The last `size` results, the open draw and the next ones: the play page's clock (no token). */
export const nearNumeros = {
  method: 'GET',
  path: '/lgw/numeros/near',
  query: NearNumerosQuery,
  answer: NearNumeros,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** The whole prize board of a Vietnamese draw (`?gameId=&numero=`, no token). */
export const vnResults = {
  method: 'GET',
  path: '/lgw/vn/results',
  query: DrawQuery,
  answer: VnResults,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** Places one ticket on the open draw; the same `requestId` again returns the first ticket and moves no money. */
export const placeOrder = {
  method: 'POST',
  path: '/lgw/orders',
  body: PlaceOrderRequest,
  answer: PlaceOrderResult,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** The member's tickets, newest first, paged (settles the member's due tickets first). */
export const orders = {
  method: 'GET',
  path: '/lgw/orders',
  query: OrdersQuery,
  answer: OrdersPage,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** One of the member's tickets with its lines and the draw's numbers (`?orderNo=`). */
export const orderDetail = {
  method: 'GET',
  path: '/lgw/orders/detail',
  query: OrderDetailQuery,
  answer: OrderDetail,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;

/** Cancels open lines of a ticket before its draw closes, refunding their stakes (a retry is safe). */
export const cancelSubOrders = {
  method: 'POST',
  path: '/lgw/orders/suborders/cancel',
  body: CancelSubOrdersRequest,
  answer: CancelSubOrdersResult,
  moduleId: LOTTERY_MODULE_ID,
} as const satisfies Call;
