import { accountCalls, sessionCalls } from '@wl/api-client/contract';

/**
 * What a session whose member must change the password may still do (docs/decisions/0027): change
 * the password, log out, and read the member's own info (the change screen shows the username and
 * the site learns that the change is still due). Every other call made with such a session is
 * refused with PASSWORD_CHANGE_REQUIRED; calls made without a session (system status, brand
 * bundles, language packs, captcha, password resets) are untouched.
 */
export const forcedChangeAllowedCalls: readonly string[] = [
  accountCalls.changePassword,
  sessionCalls.logout,
  sessionCalls.memberInfo,
].map((call) => `${call.method} ${call.path}`);

const allowed: ReadonlySet<string> = new Set(forcedChangeAllowedCalls);

/** Whether a call (method and route pattern) is open to a session that must change its password first. */
export function allowsForcedChangeSession(method: string, route: string | undefined): boolean {
  return route !== undefined && allowed.has(`${method.toUpperCase()} ${route}`);
}
