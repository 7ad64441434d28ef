import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { findMemberById } from '../accounts/members/member-repo';
import { requireSession } from '../accounts/sessions/authenticate';
import { AppError } from '../http/app-error';
import { onCall } from './call-route';

/** GET /wps/member/info: the logged-in member (spec §3 member info). */
export function memberInfoRoute(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, sessionCalls.memberInfo, async ({ request }) => {
    const session = await requireSession(deps.db, request, deps.clock.now());
    const member = await findMemberById(deps.db, session.member.id);
    if (!member) throw new AppError('SESSION_EXPIRED', 'The account has been logged out, please log in again.');
    return {
      id: member.id,
      account: member.username,
      userName: member.username,
      nickname: member.nickname,
      type: member.type,
      merchantCode: member.merchant_code,
      memberLabel: member.labels.map((label) => ({ labelName: label.labelName })),
      clubLabel: [],
      regDate: new Date(member.reg_date).getTime(),
      toUpline: member.to_upline,
      firstTimeLogin: member.must_change_password,
    };
  });
}
