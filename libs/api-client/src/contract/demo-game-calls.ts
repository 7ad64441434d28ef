import { z } from 'zod/mini';
import { Amount } from './money';

/**
 * The platform's demo game vendor (docs/decisions/0011): pages under /demo-games, authenticated by a
 * game-session cookie (Path=/demo-games) obtained by exchanging a one-time launch ticket.
 */
export const demoGamesPrefix = '/demo-games';
/**
 * GET ?ticket=…: exchanges the ticket, sets the cookie and redirects to the clean page address (an HTML page,
 * not a call). The page's JSON calls are `gameCalls.demoState`, `demoBet`, `demoRealityCheck`, `demoLogout`.
 */
export const demoGamePlayPath = '/demo-games/play';
export const DemoTicketQuery = z.object({ ticket: z.optional(z.string().check(z.minLength(16), z.maxLength(128))) });
/** The header every demo-game call sends (with the JSON body): forms on other sites cannot send it. */
export const DEMO_GAME_HEADER = 'x-demo-game';

export const DemoGameState = z.object({
  gameName: z.string(),
  vassalage: z.string(),
  kind: z.enum(['slot', 'dice']),
  balance: z.number(),
  minBet: z.number(),
  maxBet: z.number(),
  backPath: z.string(),
});
export type DemoGameState = z.infer<typeof DemoGameState>;

export const DemoBetRequest = z.object({
  stake: Amount,
  /** The client's id of the round: a retried request settles the same round once. */
  requestId: z
    .string()
    .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a request id of 8–64 letters, digits or dashes')),
  /** Dice: the side the player backs. */
  pick: z.optional(z.enum(['low', 'high'])),
});
export type DemoBetRequest = z.input<typeof DemoBetRequest>;

export const DemoBetResult = z.object({
  roundRef: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** Slot: three symbols; dice: two dice faces. */
  outcome: z.array(z.string()),
  balance: z.number(),
});
export type DemoBetResult = z.infer<typeof DemoBetResult>;

/** The reality check while playing: seconds between checks (0 = off), the site session's start and its net result. */
export const DemoRealityCheck = z.object({
  intervalSeconds: z.number(),
  startedAt: z.string(),
  /** Wins − stakes of the session, a money decimal. */
  net: z.string(),
});
export type DemoRealityCheck = z.infer<typeof DemoRealityCheck>;

/** The answer of the reality check's "Log out": nothing. */
export const DemoLogoutResult = z.null();
