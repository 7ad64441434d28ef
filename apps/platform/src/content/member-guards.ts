import type { FastifyRequest } from 'fastify';
import { isAgentMemberType } from '@wl/brand/schema';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext, requireFlag } from '../accounts/merchant-context';
import type { MerchantContext } from '../accounts/merchant-context';
import { findMemberById } from '../accounts/members/member-repo';
import { requireSession } from '../accounts/sessions/authenticate';
import type { FoundSession } from '../accounts/sessions/session-repo';
import { requireRealAccount } from '../accounts/sessions/real-account';
import { AppError } from '../http/app-error';
import type { WhiteLabelFlag } from '@wl/brand/schema';
export const isAgentType = (type: number): boolean => isAgentMemberType(type);

/**
 * A call for real members of the merchant whose flag is on: a session (401 otherwise), a real member
 * type — trial and guest accounts get 403 REAL_ACCOUNT_REQUIRED (the site's free_reject) whatever the
 * flags say — the session's merchant (the header may not name another one) and the flag (403 NO_PERMISSION).
 */
export async function requireRealMember(
  deps: AccountDeps,
  request: FastifyRequest,
  flag: WhiteLabelFlag,
): Promise<{ session: FoundSession; merchant: MerchantContext }> {
  const session = await requireSession(deps.db, request, deps.clock.now());
  requireRealAccount(session.member);
  const merchant = await merchantContext(deps.db, deps.brands, request);
  if (merchant.code !== session.member.merchantCode)
    throw new AppError('NO_PERMISSION', 'This session belongs to another site.');
  requireFlag(merchant, flag);
  return { session, merchant };
}

/** Chat is refused to members labelled nochat (spec §6). */
export async function requireChatAllowed(deps: AccountDeps, memberId: number): Promise<void> {
  const member = await findMemberById(deps.db, memberId);
  if (!member || member.labels.some((label) => label.labelName === 'nochat')) {
    throw new AppError(
      'NO_PERMISSION',
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    );
  }
}
