import { z } from 'zod/mini';

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
