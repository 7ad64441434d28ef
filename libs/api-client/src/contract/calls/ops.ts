// The operator's calls (/ops/…, bearer operator token): switches, games, money, protection, content.
// The platform checks `Authorization: Bearer <OPS_TOKEN>` first (401 without a token, 403 with a wrong one).
import type { Call } from '../call';
import {
  OpsAnnouncementBody,
  OpsChatReplyBody,
  OpsContentItemParams,
  OpsCreated,
  OpsDeleted,
  OpsHelpTopicBody,
  OpsInboxBody,
  OpsMerchantParams,
} from '../content-ops';
import {
  DecidedDeposit,
  DecidedWithdrawal,
  DemoRoundRequest,
  DemoRoundResult,
  DepositDecision,
  MerchantParams,
  OrderParams,
  WhitelabelBody,
  WhitelabelSettings,
  WithdrawalDecision,
} from '../money-ops';
import { OpsGame, OpsGameBody, OpsGameParams } from '../ops-games';
import { OpsSwitches, OpsSwitchesBody, OpsSwitchesParams } from '../ops-switches';
import {
  OpsExclusion,
  OpsExclusionList,
  OpsExclusionsQuery,
  OpsLiftBody,
  OpsLiftParams,
  OpsLimitBody,
  OpsLimitResult,
  OpsMemberParams,
  OpsOperatorParams,
} from '../protection-calls';

// ---- merchant switches and games ----

/**
 * Turns a merchant's maintenance and region restriction on or off. Turning maintenance on makes
 * `/wps/system/status` answer `maintenance: true` (status 1 in the shell); region restriction alone gives status 2.
 */
export const setSwitches = {
  method: 'PUT',
  path: '/ops/merchants/:code/switches',
  params: OpsSwitchesParams,
  body: OpsSwitchesBody,
  answer: OpsSwitches,
} as const satisfies Call;

/**
 * Switches one catalogue game on or off, marks it hot or new. A switched-off game leaves the game list, the
 * search, the hot list and cannot be launched; `hot` puts it at the end of the hot list (or takes it off),
 * `isNew` marks it new. Every instance shows the change within a second (docs/platform.md, caches).
 */
export const setGame = {
  method: 'PUT',
  path: '/ops/games/:vendor/:gameId',
  params: OpsGameParams,
  body: OpsGameBody,
  answer: OpsGame,
} as const satisfies Call;

// ---- money (the cashier decisions and the demo round exist only outside production) ----

/**
 * Turns white-label flags and the REFERRAL / MISSION promotions on or off for a merchant (merged into its
 * settings; `/wps/system/status` shows them at once). Exists in every mode.
 */
export const setWhitelabel = {
  method: 'PUT',
  path: '/ops/merchants/:code/whitelabel',
  params: MerchantParams,
  body: WhitelabelBody,
  answer: WhitelabelSettings,
} as const satisfies Call;

/** Approves (pays out) or rejects (money back to the member) a withdrawal. Development only. */
export const decideWithdrawal = {
  method: 'PUT',
  path: '/ops/merchants/:code/withdrawals/:orderNo',
  params: OrderParams,
  body: WithdrawalDecision,
  answer: DecidedWithdrawal,
} as const satisfies Call;

/** The cashier confirms a manual transfer arrived, or rejects it. Development only. */
export const decideDeposit = {
  method: 'PUT',
  path: '/ops/merchants/:code/deposits/:orderNo',
  params: OrderParams,
  body: DepositDecision,
  answer: DecidedDeposit,
} as const satisfies Call;

/**
 * Plays one settled round of the demo vendor for a member (stake from the member's wallet, payout back),
 * for demos and journeys before a game is wired. Development only.
 */
export const playDemoRound = {
  method: 'POST',
  path: '/ops/merchants/:code/demo-rounds',
  params: MerchantParams,
  body: DemoRoundRequest,
  answer: DemoRoundResult,
} as const satisfies Call;

// ---- player protection (docs/decisions/0039) ----

/**
 * The operator's self-exclusions and time-outs, newest first (`?merchant=CODE&state=active|all`). `active`
 * (the default) keeps those in force, including ended exclusions not yet lifted.
 */
export const exclusions = {
  method: 'GET',
  path: '/ops/operators/:operator/exclusions',
  params: OpsOperatorParams,
  query: OpsExclusionsQuery,
  answer: OpsExclusionList,
} as const satisfies Call;

/** Lifts a self-exclusion after its cooling-off, giving the reason. */
export const liftExclusion = {
  method: 'POST',
  path: '/ops/operators/:operator/exclusions/:id/lift',
  params: OpsLiftParams,
  body: OpsLiftBody,
  answer: OpsExclusion,
} as const satisfies Call;

/**
 * Sets an operator-imposed limit at once (raising or lowering); the member cannot raise or remove it, and the
 * lowest of it and the member's own applies.
 */
export const setMemberLimit = {
  method: 'PUT',
  path: '/ops/merchants/:merchantCode/members/:username/limit',
  params: OpsMemberParams,
  body: OpsLimitBody,
  answer: OpsLimitResult,
} as const satisfies Call;

// ---- content: stored as given (HTML); the site sanitises it before rendering ----

/** Publishes an announcement or a popup. */
export const publishAnnouncement = {
  method: 'POST',
  path: '/ops/merchants/:code/announcements',
  params: OpsMerchantParams,
  body: OpsAnnouncementBody,
  answer: OpsCreated,
} as const satisfies Call;

/** Withdraws an announcement or a popup. */
export const deleteAnnouncement = {
  method: 'DELETE',
  path: '/ops/merchants/:code/announcements/:id',
  params: OpsContentItemParams,
  answer: OpsDeleted,
} as const satisfies Call;

/** Publishes a help topic. */
export const publishHelpTopic = {
  method: 'POST',
  path: '/ops/merchants/:code/help-topics',
  params: OpsMerchantParams,
  body: OpsHelpTopicBody,
  answer: OpsCreated,
} as const satisfies Call;

/** Withdraws a help topic. */
export const deleteHelpTopic = {
  method: 'DELETE',
  path: '/ops/merchants/:code/help-topics/:id',
  params: OpsContentItemParams,
  answer: OpsDeleted,
} as const satisfies Call;

/** Sends an inbox message to a member (refused for a member who is excluded or taking a break). */
export const sendInboxMessage = {
  method: 'POST',
  path: '/ops/merchants/:code/inbox',
  params: OpsMerchantParams,
  body: OpsInboxBody,
  answer: OpsCreated,
} as const satisfies Call;

/** Withdraws an inbox message. */
export const deleteInboxMessage = {
  method: 'DELETE',
  path: '/ops/merchants/:code/inbox/:id',
  params: OpsContentItemParams,
  answer: OpsDeleted,
} as const satisfies Call;

/** Answers a member's chat as the operator. */
export const replyChat = {
  method: 'POST',
  path: '/ops/merchants/:code/chat',
  params: OpsMerchantParams,
  body: OpsChatReplyBody,
  answer: OpsCreated,
} as const satisfies Call;
