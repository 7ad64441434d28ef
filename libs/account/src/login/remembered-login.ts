import { z } from 'zod/mini';
import type { LoginMethod } from './login-method';

/**
 * Remember-me (docs/decisions/0008): the login method and the username or the mobile number with
 * its dialing code, one entry per method. Never a password — the browser's password manager fills it.
 */
/** One method's remembered identifier. */
export type RememberedEntry =
  { type: 'username'; username: string } | { type: 'sms'; mobileNum: string; countryDialingCode: string };

/** What is kept: the last method used and the entry of each method. */
const RememberedLogin = z.object({
  type: z.enum(['username', 'sms']),
  username: z.optional(z.string().check(z.maxLength(64))),
  mobileNum: z.optional(z.string().check(z.regex(/^\d{4,15}$/))),
  countryDialingCode: z.optional(z.string().check(z.regex(/^\+[1-9]\d{0,3}$/))),
});
export type RememberedLogin = z.infer<typeof RememberedLogin>;

/** A missing, corrupt or foreign value is ignored (undefined); unknown keys are dropped. */
export function parseRememberedLogin(raw: string | null | undefined): RememberedLogin | undefined {
  if (!raw) return undefined;
  try {
    const parsed = RememberedLogin.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The remembered values for one method ('' when none). */
export function rememberedValues(remembered: RememberedLogin | undefined, method: LoginMethod) {
  return {
    username: method === 'username' ? (remembered?.username ?? '') : '',
    mobileNum: method === 'sms' ? (remembered?.mobileNum ?? '') : '',
  };
}

/** After a remembered login: the method used and its identifier, keeping the other method's entry. */
export function rememberLogin(previous: RememberedLogin | undefined, entry: RememberedEntry): RememberedLogin {
  return entry.type === 'username'
    ? { ...previous, type: 'username', username: entry.username }
    : { ...previous, type: 'sms', mobileNum: entry.mobileNum, countryDialingCode: entry.countryDialingCode };
}
