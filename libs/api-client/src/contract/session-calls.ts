import { z } from 'zod/mini';

/**
 * Session calls: free play, logout, renew, URL-token exchange, member info, and the session answer of a login.
 * The login request is in `login-calls.ts`: only the login screen needs it, and this file is on the first paint.
 */

/** Session answer of login, registration, free play and token exchange. */
export const LoginResult = z.object({
  token: z.string(),
  id: z.number(),
  userName: z.string(),
  type: z.number().check(z.int()),
  merchantCode: z.string(),
  /** The account must change its password before anything else (spec: psw forced at first login). */
  firstTimeLogin: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResult>;

/** The empty JSON body `{}` the site posts to free play and renew. */
export const EmptyBody = z.object({});

/**
 * Free play: a fresh guest account (type 4) in the brand's trial merchant; `Merchant` header = the
 * trial merchant code. The guest name is shown as trialName.
 */
export const TrialResult = z.object({
  token: z.string(),
  merchantCode: z.string(),
  userName: z.string(),
  customerType: z.literal(4),
  trialName: z.string(),
});
export type TrialResult = z.infer<typeof TrialResult>;

/** DELETE with the session token: revokes it. Answers `{ loggedOut: true }` (also for an already ended session). */
export const LogoutResult = z.object({ loggedOut: z.literal(true) });

/** POST with the session token: extends the idle expiry. */
export const RenewResult = z.object({ expiresAt: z.number() });

/**
 * A one-time token for opening the site already logged in (`/m/home?token=…`, e.g. from an app):
 * created by a logged-in caller, valid 60 s, exchanged once for a new session.
 */
export const HandoffResult = z.object({ handoffToken: z.string(), expiresAt: z.number() });
export const ExchangeRequest = z.object({ token: z.string().check(z.minLength(16), z.maxLength(128)) });

export const MemberLabel = z.object({ labelName: z.string() });
export const ClubLabel = z.object({ labelName: z.string(), type: z.string() });

/** GET /wps/member/info (spec §3 member info). */
export const MemberInfo = z.object({
  id: z.number(),
  account: z.string(),
  userName: z.string(),
  nickname: z.string(),
  type: z.number().check(z.int()),
  merchantCode: z.string(),
  memberLabel: z.array(MemberLabel),
  clubLabel: z.array(ClubLabel),
  /** Registration time, ms since epoch. */
  regDate: z.number(),
  toUpline: z.boolean(),
  firstTimeLogin: z.boolean(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;
