import type { FastifyInstance } from 'fastify';
import { accountCalls, sessionCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { withLoginRecorded } from '../accounts/activity/record-session-start';
import { passwordLogin } from '../accounts/login/password-login';
import { smsLogin } from '../accounts/login/sms-login';
import { merchantContext } from '../accounts/merchant-context';
import { sha256Hex } from '../accounts/secret-token';
import { bearerToken, requireSession } from '../accounts/sessions/authenticate';
import { startFreePlay } from '../accounts/sessions/free-play';
import { createHandoff, exchangeHandoff } from '../accounts/sessions/handoff';
import { renewSession, revokeSession } from '../accounts/sessions/session-repo';
import { onCall } from './call-route';

/** Login (both methods), free play, logout, renew, handoff and exchange. */
export function sessionRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, accountCalls.login, async ({ request, body }) => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const req = await body();
    const value =
      req.type === 'username'
        ? await passwordLogin(deps, merchant, req, request.ip)
        : await smsLogin(deps, merchant, req);
    return withLoginRecorded(deps.db, request, value);
  });

  // The body (the empty object) is not read: a guest account needs nothing but the trial merchant.
  onCall(app, accountCalls.freePlay, async ({ request }) => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    return startFreePlay(deps, merchant, request.ip);
  });

  onCall(app, sessionCalls.logout, async ({ request }) => {
    const token = bearerToken(request);
    if (token) await revokeSession(deps.db, sha256Hex(token), deps.clock.now());
    return { loggedOut: true as const };
  });

  onCall(app, sessionCalls.renew, async ({ request }) => {
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    return { expiresAt: await renewSession(deps.db, session, now) };
  });

  onCall(app, sessionCalls.handoff, async ({ request }) => {
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    return createHandoff(deps.db, session.member.id, now);
  });

  onCall(app, sessionCalls.exchange, async ({ request, body }) => {
    const { token } = await body();
    return withLoginRecorded(deps.db, request, await exchangeHandoff(deps.db, token, deps.clock.now()));
  });
}
