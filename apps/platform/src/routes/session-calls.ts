import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  ExchangeRequest,
  LoginRequest,
  exchangePath,
  freePlayPath,
  handoffPath,
  loginPath,
  logoutPath,
  renewPath,
} from '@wl/api-client/contract';
import type { HandoffResult, LoginAnswer, LoginResult, OkEnvelope, TrialResult } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { withLoginRecorded } from '../accounts/activity/record-session-start';
import { passwordLogin } from '../accounts/login/password-login';
import { smsLogin } from '../accounts/login/sms-login';
import { merchantContext } from '../accounts/merchant-context';
import { openSealedRequest } from '../accounts/sealing/sealed-request';
import { sha256Hex } from '../accounts/secret-token';
import { bearerToken, requireSession } from '../accounts/sessions/authenticate';
import { startFreePlay } from '../accounts/sessions/free-play';
import { createHandoff, exchangeHandoff } from '../accounts/sessions/handoff';
import { renewSession, revokeSession } from '../accounts/sessions/session-repo';
import { parseRequest } from '../http/validate';

/** Login (both methods), free play, logout, renew, handoff and exchange. */
export function sessionRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.post(loginPath, async (request): Promise<OkEnvelope<LoginAnswer>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const req = await openSealedRequest(request, deps.keys, LoginRequest);
    const value =
      req.type === 'username'
        ? await passwordLogin(deps, merchant, req, request.ip)
        : await smsLogin(deps, merchant, req);
    return { success: true, value: await withLoginRecorded(deps.db, request, value) };
  });

  app.post(freePlayPath, async (request): Promise<OkEnvelope<TrialResult>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    return { success: true, value: await startFreePlay(deps, merchant, request.ip) };
  });

  app.delete(logoutPath, async (request): Promise<OkEnvelope<{ loggedOut: true }>> => {
    const token = bearerToken(request);
    if (token) await revokeSession(deps.db, sha256Hex(token), deps.clock.now());
    return { success: true, value: { loggedOut: true } };
  });

  app.post(renewPath, async (request): Promise<OkEnvelope<{ expiresAt: number }>> => {
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    return { success: true, value: { expiresAt: await renewSession(deps.db, session, now) } };
  });

  app.post(handoffPath, async (request): Promise<OkEnvelope<z.infer<typeof HandoffResult>>> => {
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    return { success: true, value: await createHandoff(deps.db, session.member.id, now) };
  });

  app.post(exchangePath, async (request): Promise<OkEnvelope<LoginResult>> => {
    const { token } = parseRequest(ExchangeRequest, request.body ?? {}, 'body');
    return {
      success: true,
      value: await withLoginRecorded(deps.db, request, await exchangeHandoff(deps.db, token, deps.clock.now())),
    };
  });
}
