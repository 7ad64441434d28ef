import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { previousLogin } from '../accounts/activity/login-history-repo';
import { endOtherSessions, endSession, liveSessions } from '../accounts/activity/session-list-repo';
import { requireSession } from '../accounts/sessions/authenticate';
import { requireRealAccount } from '../accounts/sessions/real-account';
import type { FoundSession } from '../accounts/sessions/session-repo';
import { AppError } from '../http/app-error';
import { onCall } from './call-route';

/** Account activity (docs/decisions/0042-account-activity.md): previous login, live sessions, ending them. Real accounts only. */
export function accountActivityRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const realSession = async (request: FastifyRequest, now: number): Promise<FoundSession> => {
    const session = await requireSession(deps.db, request, now);
    requireRealAccount(session.member);
    return session;
  };

  onCall(app, memberCalls.accountActivity, async ({ request }) => {
    const now = deps.clock.now();
    const session = await realSession(request, now);
    const [previous, sessions] = await Promise.all([
      previousLogin(deps.db, session.member.id, session.tokenHash),
      liveSessions(deps.db, session.member.id, session.tokenHash, now),
    ]);
    return { previousLogin: previous, sessions };
  });

  onCall(app, memberCalls.logoutSession, async ({ request, body }) => {
    const now = deps.clock.now();
    const session = await realSession(request, now);
    const { id } = await body();
    const ended = await endSession(deps.db, session.member.id, id, session.tokenHash, now);
    if (!ended) throw new AppError('NOT_FOUND', 'No such session.');
    return { loggedOut: true as const, current: ended.current };
  });

  // The body (`{}`) is not read.
  onCall(app, memberCalls.logoutOtherSessions, async ({ request }) => {
    const now = deps.clock.now();
    const session = await realSession(request, now);
    return { ended: await endOtherSessions(deps.db, session.member.id, session.tokenHash, now) };
  });
}
