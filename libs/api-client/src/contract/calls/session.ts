// The calls of the session core and the site's frame (header, menu) for a logged-in member: member info, renewal,
// logout, hand-off, balance and the unclaimed-promotion count. Kept apart from the areas' namespaces because the first
// paint makes some of them: a namespace module lands whole in the chunk of its first user (decision 0064).
import type { Call } from '../call';
import { PromoSummary } from '../promo-summary';
import {
  EmptyBody,
  ExchangeRequest,
  HandoffResult,
  LoginResult,
  LogoutResult,
  MemberInfo,
  RenewResult,
} from '../session-calls';
import { WalletBalance } from '../wallet-calls';

/** The logged-in member (spec §3 member info). */
export const memberInfo = {
  method: 'GET',
  path: '/wps/member/info',
  answer: MemberInfo,
} as const satisfies Call;

/** Revokes the session of the token sent (`{ loggedOut: true }` for an already ended session too). */
export const logout = {
  method: 'DELETE',
  path: '/wps/session/logout',
  answer: LogoutResult,
} as const satisfies Call;

/** Extends the session's idle expiry (the body is the empty object); answers the new expiry. */
export const renew = {
  method: 'POST',
  path: '/wps/session/renew',
  body: EmptyBody,
  answer: RenewResult,
} as const satisfies Call;

/**
 * A one-time token for opening the site already logged in (`/m/home?token=…`, e.g. from an app): created by a
 * logged-in caller, valid 60 s, exchanged once for a new session.
 */
export const handoff = {
  method: 'POST',
  path: '/wps/session/handoff',
  answer: HandoffResult,
} as const satisfies Call;

/** Exchanges a one-time hand-off token from the address for a new session. */
export const exchange = {
  method: 'POST',
  path: '/wps/session/exchange',
  body: ExchangeRequest,
  answer: LoginResult,
} as const satisfies Call;

/** The logged-in member's wallet, derived from the ledger (spec §3 wallet: sumBalance). */
export const walletBalance = {
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  answer: WalletBalance,
} as const satisfies Call;

/** The promotion summary behind the badges (token optional: visitors get the switches with zero counts). */
export const promoSummary = {
  method: 'GET',
  path: '/wps/relay/MCS2_getUnclaimedPromotionCount',
  answer: PromoSummary,
  moduleId: 'REWCEN3',
} as const satisfies Call;
