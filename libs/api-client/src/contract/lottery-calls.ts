import { z } from 'zod/mini';
import { hasWholeCents } from './money';
import { PlayType, PrizeMode } from './lottery-modes';

/**
 * The lottery vendor's calls (spec §7 "lottery list, lottery menu, numero, Vietnam variants" and the
 * orders of member-agent-platform §7), at the paths public clients of the platform family use
 * (`/lgw/...`). Draw times travel as epoch milliseconds with the server's clock (`serverTime`), so a
 * countdown can correct for a phone whose clock is off. Money is decimal currency units (≤ 2 decimals).
 * The design is docs/decisions/0019-lottery.md.
 */

/** Module id of the lottery calls (wire-format: COMM3); the calls are `lotteryCalls`. */
export const LOTTERY_MODULE_ID = 'COMM3';

/** The lottery vendors of the catalogue (vassalage). */
export const lotteryVassalages = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
export const LotteryVassalage = z.enum(lotteryVassalages);
export type LotteryVassalage = z.infer<typeof LotteryVassalage>;

/** The lottery games (gameId in the catalogue and in the play page's path). */
export const lotteryGameIds = ['VN_MB', 'VN_MN', 'SEA_4D', 'LOTT_PK10', 'LOTT_SSC', 'LOTT_K3', 'ELOTT_FAST3'] as const;
export const LotteryGameId = z.enum(lotteryGameIds);
export type LotteryGameId = z.infer<typeof LotteryGameId>;

export const betTypeCodes = [
  'TAIL_2D',
  'TAIL_3D',
  'STRAIGHT_4D',
  'FIRST_BALL',
  'CHAMPION',
  'ANY_FACE',
  'TRIPLE',
  'BIG_SMALL',
  'ODD_EVEN',
] as const;
export const BetTypeCode = z.enum(betTypeCodes);
export type BetTypeCode = z.infer<typeof BetTypeCode>;

export const choiceOptions = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export const ChoiceOption = z.enum(choiceOptions);
export type ChoiceOption = z.infer<typeof ChoiceOption>;

/** Stake of one line (one picked number or option), in currency units. */
export const LOTTERY_MIN_STAKE = 1;
export const LOTTERY_MAX_STAKE = 10_000;
/** Lines of one order. */
export const LOTTERY_MAX_LINES = 50;

/**
 * A bet type of a game. `number`: the player picks numbers written with `digits` digits from `min`
 * to `max` (e.g. 2D: 00–99); `choice`: one of `options` (BIG/SMALL…). `odds` are decimal odds for the
 * asked prize mode: a winning line pays stake × odds (the stake included). `hint` names the rule's
 * explanation (pack key `lottery.hints.<hint>`).
 */
export const BetType = z.object({
  code: BetTypeCode,
  playType: PlayType,
  kind: z.enum(['number', 'choice']),
  digits: z.number(),
  min: z.number(),
  max: z.number(),
  options: z.array(ChoiceOption),
  odds: z.number(),
  hint: z.string(),
});
export type BetType = z.infer<typeof BetType>;

/** One draw's times (epoch ms): bets are taken from `openAt` until `closeAt`; the numbers are drawn at `drawAt`. */
export const DrawTimes = z.object({
  numero: z.string(),
  openAt: z.number(),
  closeAt: z.number(),
  drawAt: z.number(),
});
export type DrawTimes = z.infer<typeof DrawTimes>;

/** A draw and its numbers (empty while `pending`, i.e. before the draw time). */
export const DrawResult = z.object({
  numero: z.string(),
  drawAt: z.number(),
  status: z.enum(['pending', 'drawn']),
  numbers: z.array(z.string()),
});
export type DrawResult = z.infer<typeof DrawResult>;

/** How a game's numbers look: digits (VN, 4D, SSC), a race order (PK10), dice (K3). */
export const resultKinds = ['digits', 'race', 'dice'] as const;

export const LotteryGame = z.object({
  gameId: LotteryGameId,
  gameName: z.string(),
  vassalage: LotteryVassalage,
  gameType: z.enum(['LOTT', 'ELOTT']),
  resultKind: z.enum(resultKinds),
  drawSeconds: z.number(),
  closeSeconds: z.number(),
  /** The prize mode the lottery list opens the game with. */
  defaultPrizeMode: PrizeMode,
  betTypes: z.array(BetType),
  /** The draw taking bets now. */
  current: DrawTimes,
  /** The latest drawn result, if any. */
  last: z.nullable(DrawResult),
});
export type LotteryGame = z.infer<typeof LotteryGame>;

/** `lotteryCalls.games` (no token): every lottery game with its bet types priced for `prizeMode`. */
export const LotteryGamesQuery = z.object({
  gameId: z.optional(LotteryGameId),
  prizeMode: z.optional(PrizeMode),
});
export type LotteryGamesQuery = z.infer<typeof LotteryGamesQuery>;
export const LotteryGames = z.object({
  serverTime: z.number(),
  prizeMode: PrizeMode,
  games: z.array(LotteryGame),
});
export type LotteryGames = z.infer<typeof LotteryGames>;

/** `lotteryCalls.menus` (no token): the lottery menu, groups of games in display order. */
export const lotteryMenuIds = ['VN', 'SEA', 'LOTT', 'ELOTT'] as const;
export const LotteryMenus = z.object({
  menus: z.array(z.object({ menuId: z.enum(lotteryMenuIds), gameIds: z.array(LotteryGameId) })),
});
export type LotteryMenus = z.infer<typeof LotteryMenus>;

/** `lotteryCalls.recent` (logged in): the member's lottery games, latest played first. */
export const LotteryRecent = z.object({ gameIds: z.array(LotteryGameId) });
export type LotteryRecent = z.infer<typeof LotteryRecent>;

export const GameQuery = z.object({ gameId: LotteryGameId });
export type GameQuery = z.infer<typeof GameQuery>;

/** `lotteryCalls.openedNumero` (no token): the draw taking bets now, for the countdown. */
export const OpenedNumero = z.object({ gameId: LotteryGameId, serverTime: z.number(), numero: DrawTimes });
export type OpenedNumero = z.infer<typeof OpenedNumero>;

/** A draw number: `YYYYMMDD-NNNN` (UTC date of the draw period, period of the day). */
export const Numero = z.string().check(z.regex(/^\d{8}-\d{4}$/, 'must be a draw number such as 20250101-0001'));

/** `lotteryCalls.draw` (no token): one draw (the latest drawn one without `numero`). */
export const DrawQuery = z.object({ gameId: LotteryGameId, numero: z.optional(Numero) });
export type DrawQuery = z.infer<typeof DrawQuery>;

/** `lotteryCalls.nearNumeros` (no token): the last `size` results, the open draw and the next ones. */
export const NearNumerosQuery = z.object({
  gameId: LotteryGameId,
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), 10),
});
export type NearNumerosQuery = z.infer<typeof NearNumerosQuery>;
export const NearNumeros = z.object({
  gameId: LotteryGameId,
  serverTime: z.number(),
  previous: z.array(DrawResult),
  current: DrawTimes,
  next: z.array(DrawTimes),
});
export type NearNumeros = z.infer<typeof NearNumeros>;

/** Vietnamese prize tiers, special prize (DB) first. */
export const vnTiers = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
/** `lotteryCalls.vnResults` (no token, Vietnamese games): the whole prize board of a draw. */
export const VnResults = z.object({
  gameId: LotteryGameId,
  numero: z.string(),
  drawAt: z.number(),
  /** Pending until the draw time; the board is empty then. */
  status: z.enum(['pending', 'drawn']),
  prizes: z.array(z.object({ tier: z.enum(vnTiers), numbers: z.array(z.string()) })),
});
export type VnResults = z.infer<typeof VnResults>;

/** A stake: currency units, at most two decimals, 1–10,000 per line. */
export const LineStake = z
  .number()
  .check(
    z.gte(LOTTERY_MIN_STAKE, `The stake must be at least ${LOTTERY_MIN_STAKE}.`),
    z.lte(LOTTERY_MAX_STAKE, `The stake can be at most ${LOTTERY_MAX_STAKE}.`),
    z.refine(hasWholeCents, 'The stake can have at most two decimals.'),
  );

export const OrderLine = z.object({
  betType: BetTypeCode,
  /** A number written with the bet type's digits ('07'), or an option ('BIG'). */
  selection: z
    .string()
    .check(z.regex(/^([0-9]{1,4}|BIG|SMALL|ODD|EVEN)$/, 'must be a number of 1–4 digits or BIG, SMALL, ODD, EVEN')),
  stake: LineStake,
});
export type OrderLine = z.infer<typeof OrderLine>;

/**
 * `lotteryCalls.placeOrder` (logged in, real members): one ticket on the open draw `numero`. `requestId` is
 * the client's idempotency key: sending the same order again returns the first ticket and moves no money.
 */
export const PlaceOrderRequest = z.strictObject({
  gameId: LotteryGameId,
  numero: Numero,
  playType: PlayType,
  prizeMode: PrizeMode,
  requestId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8–64 letters, digits or dashes')),
  lines: z.array(OrderLine).check(z.minLength(1, 'pick at least one number or option'), z.maxLength(LOTTERY_MAX_LINES)),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

export const orderStatuses = ['open', 'won', 'lost', 'cancelled'] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const SubOrder = z.object({
  id: z.number(),
  betType: BetTypeCode,
  selection: z.string(),
  odds: z.number(),
  stake: z.number(),
  status: OrderStatus,
  payout: z.number(),
});
export type SubOrder = z.infer<typeof SubOrder>;

/** A ticket: stake = the lines still in play; payout = what settlement credited. */
export const OrderSummary = z.object({
  orderNo: z.string(),
  gameId: LotteryGameId,
  gameName: z.string(),
  numero: z.string(),
  playType: PlayType,
  prizeMode: PrizeMode,
  placedAt: z.number(),
  closeAt: z.number(),
  drawAt: z.number(),
  status: OrderStatus,
  lineCount: z.number(),
  stake: z.number(),
  payout: z.number(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderDetail = z.extend(OrderSummary, {
  /** The draw's numbers once drawn. */
  result: z.nullable(z.array(z.string())),
  subOrders: z.array(SubOrder),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const PlaceOrderResult = z.object({
  order: OrderDetail,
  /** The member's spendable balance after the stake. */
  balance: z.number(),
});
export type PlaceOrderResult = z.infer<typeof PlaceOrderResult>;

/** `lotteryCalls.orders` (logged in): the member's tickets, newest first, paged. */
export const OrdersQuery = z.object({
  gameId: z.optional(LotteryGameId),
  status: z.optional(OrderStatus),
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});
export type OrdersQuery = z.input<typeof OrdersQuery>;
export const OrdersPage = z.object({
  orders: z.array(OrderSummary),
  pageNum: z.number(),
  totalPages: z.number(),
});
export type OrdersPage = z.infer<typeof OrdersPage>;

export const OrderNo = z.string().check(z.regex(/^L[0-9A-Z]{13}$/, 'must be a ticket number'));
/** `lotteryCalls.orderDetail` (logged in, own tickets only). */
export const OrderDetailQuery = z.object({ orderNo: OrderNo });

/**
 * `lotteryCalls.cancelSubOrders` (logged in): cancels open lines of a ticket before its draw closes,
 * refunding their stakes. Lines already cancelled are left as they are (a retry is safe).
 */
export const CancelSubOrdersRequest = z.strictObject({
  orderNo: OrderNo,
  subOrderIds: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(LOTTERY_MAX_LINES)),
});
export type CancelSubOrdersRequest = z.infer<typeof CancelSubOrdersRequest>;
export const CancelSubOrdersResult = z.object({ order: OrderDetail, refunded: z.number(), balance: z.number() });
export type CancelSubOrdersResult = z.infer<typeof CancelSubOrdersResult>;
