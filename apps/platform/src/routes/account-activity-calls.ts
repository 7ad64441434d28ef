import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LogoutSessionRequest,
  accountActivityPath,
  logoutOtherSessionsPath,
  logoutSessionPath,
} from '@wl/api-client/contract';
import type { AccountActivity, LogoutOthersResult, LogoutSessionResult, OkEnvelope } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { previousLogin } from '../accounts/activity/login-history-repo';
import { endOtherSessions, endSession, liveSessions } from '../accounts/activity/session-list-repo';
import { requireSession } from '../accounts/sessions/authenticate';
import { requireRealAccount } from '../accounts/sessions/real-account';
import type { FoundSession } from '../accounts/sessions/session-repo';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';

/** Account activity (docs/decisions/0042-account-activity.md): previous login, live sessions, ending them. Real accounts only. */
export function accountActivityRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const realSession = async (request: FastifyRequest, now: number): Promise<FoundSession> => {
    const session = await requireSession(deps.db, request, now);
    requireRealAccount(session.member);
    return session;
  };

  app.get(accountActivityPath, async (request): Promise<OkEnvelope<AccountActivity>> => {
    const now = deps.clock.now();
    const session = await realSession(request, now);
    const [previous, sessions] = await Promise.all([
      previousLogin(deps.db, session.member.id, session.tokenHash),
      liveSessions(deps.db, session.member.id, session.tokenHash, now),
    ]);
    return { success: true, value: { previousLogin: previous, sessions } };
  });

  app.post(logoutSessionPath, async (request): Promise<OkEnvelope<LogoutSessionResult>> => {
    const now = deps.clock.now();
    const session = await realSession(request, now);
    const { id } = parseRequest(LogoutSessionRequest, request.body ?? {}, 'body');
    const ended = await endSession(deps.db, session.member.id, id, session.tokenHash, now);
    if (!ended) throw new AppError('NOT_FOUND', 'No such session.');
    return { success: true, value: { loggedOut: true, current: ended.current } };
  });

  app.post(logoutOtherSessionsPath, async (request): Promise<OkEnvelope<LogoutOthersResult>> => {
    const now = deps.clock.now();
    const session = await realSession(request, now);
    return {
      success: true,
      value: { ended: await endOtherSessions(deps.db, session.member.id, session.tokenHash, now) },
    };
  });
}
