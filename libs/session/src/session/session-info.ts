import { z } from 'zod/mini';
import type { LoginResult } from '@wl/api-client/contract/session-calls';

/** Session info kept under the local key MC_SESSION_INFO (spec §3). */
export const SessionInfo = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  id: z.optional(z.union([z.string(), z.number()])),
  userName: z.string(),
  type: z.number().check(z.int()),
  firstTimeLogin: z.optional(z.boolean()),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** The session a login, a registration or a login hand-off opens. */
export function sessionOfLogin(result: LoginResult): SessionInfo {
  return {
    token: result.token,
    merchantCode: result.merchantCode,
    id: result.id,
    userName: result.userName,
    type: result.type,
    firstTimeLogin: result.firstTimeLogin,
  };
}

/** A missing or corrupt stored session means "not logged in". */
export function readSessionInfo(raw: string | null | undefined): SessionInfo | undefined {
  if (!raw) return undefined;
  try {
    const parsed = SessionInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
