import { z } from 'zod/mini';

/**
 * Account activity (docs/decisions/0042-account-activity.md): the previous login and the member's live
 * sessions, each of which the member may end. Sessions are named by a public random id only.
 */

/** A session's public id (a random UUID; never the token or its hash). */
export const SessionId = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a session id'));

/** Where a login came from. `device` names browser and system (e.g. `Chrome · Android`), or null when not recognised. */
const Origin = {
  ip: z.string(),
  device: z.nullable(z.string()),
  /** Started in the installed web app. */
  installed: z.boolean(),
};

export const PreviousLogin = z.object({
  /** ms since epoch */
  at: z.number(),
  ...Origin,
});
export type PreviousLogin = z.infer<typeof PreviousLogin>;

export const ActiveSession = z.object({
  id: SessionId,
  ...Origin,
  /** ms since epoch */
  createdAt: z.number(),
  /** ms since epoch */
  lastSeenAt: z.number(),
  /** The session making this call. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

/** The login before the one that started this session and the live sessions (`memberCalls.accountActivity`). */
export const AccountActivity = z.object({
  previousLogin: z.nullable(PreviousLogin),
  sessions: z.array(ActiveSession),
});
export type AccountActivity = z.infer<typeof AccountActivity>;

/** Ends one of the member's own sessions by its id (`memberCalls.logoutSession`). */
export const LogoutSessionRequest = z.strictObject({ id: SessionId });
export const LogoutSessionResult = z.object({ loggedOut: z.literal(true), current: z.boolean() });
export type LogoutSessionResult = z.infer<typeof LogoutSessionResult>;

/** Ends every other session of the member (`memberCalls.logoutOtherSessions`): the site sends `{}`, nothing is read. */
export const LogoutOthersRequest = z.object({});
export const LogoutOthersResult = z.object({ ended: z.number().check(z.int(), z.nonnegative()) });
export type LogoutOthersResult = z.infer<typeof LogoutOthersResult>;
