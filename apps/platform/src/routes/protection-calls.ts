import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { verifyOrDummy } from '../accounts/password-hashing';
import { requireSession } from '../accounts/sessions/authenticate';
import { isRealMemberType } from '../accounts/sessions/real-account';
import { AppError } from '../http/app-error';
import { brandOfMerchant } from '../protection/brand-policy';
import {
  confirmPlayerLimit,
  protectionState,
  setPlayerLimit,
  setRealityCheck,
  startSelfExclusion,
  startTimeout,
} from '../member/protection-service';
import type { ProtectionContext } from '../member/protection-service';
import { onCall } from './call-route';

export interface ProtectionDeps extends AccountDeps {
  /** Seconds per reality-check minute (REALITY_CHECK_SECONDS_PER_MINUTE outside production, else 60). */
  realityCheckSecondsPerMinute: number;
}

/** The responsible-gaming calls of a logged-in real member (docs/decisions/0037, 0038). */
export function protectionRoutes(app: FastifyInstance, deps: ProtectionDeps): void {
  async function context(request: FastifyRequest): Promise<ProtectionContext & { tokenHash: string }> {
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    if (!isRealMemberType(session.member.type))
      throw new AppError('REAL_ACCOUNT_REQUIRED', 'Please log in with a real account to use this.');
    const [row] = await deps.db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE token_hash = $1', [
      session.tokenHash,
    ]);
    return {
      memberId: session.member.id,
      merchantCode: session.member.merchantCode,
      brand: await brandOfMerchant(deps.db, deps.brands, session.member.merchantCode),
      realityCheckSecondsPerMinute: deps.realityCheckSecondsPerMinute,
      sessionStartedAt: row ? new Date(row.created_at).getTime() : now,
      now,
      tokenHash: session.tokenHash,
    };
  }

  onCall(app, memberCalls.protectionState, async ({ request, reply }) => {
    const ctx = await context(request);
    reply.header('Cache-Control', 'no-store');
    return protectionState(deps.db, ctx);
  });

  onCall(app, memberCalls.setLimit, async ({ request, body }) => {
    const ctx = await context(request);
    const { kind, period, amount } = await body();
    await setPlayerLimit(deps.db, ctx, kind, period, amount);
    return protectionState(deps.db, ctx);
  });

  onCall(app, memberCalls.confirmLimit, async ({ request, body }) => {
    const ctx = await context(request);
    const { kind, period } = await body();
    await confirmPlayerLimit(deps.db, ctx, kind, period);
    return protectionState(deps.db, ctx);
  });

  onCall(app, memberCalls.setRealityCheck, async ({ request, body }) => {
    const ctx = await context(request);
    const { intervalMinutes } = await body();
    await setRealityCheck(deps.db, ctx, intervalMinutes);
    return protectionState(deps.db, ctx);
  });

  onCall(app, memberCalls.startTimeout, async ({ request, body }) => {
    const ctx = await context(request);
    const { period, allBrands } = await body();
    return startTimeout(deps.db, ctx, period, allBrands);
  });

  // Sealed like the password change; the password confirms it is the account holder.
  onCall(app, memberCalls.selfExclude, async ({ request, body }) => {
    const ctx = await context(request);
    const exclusion = await body();
    const [member] = await deps.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
      ctx.memberId,
    ]);
    if (!(await verifyOrDummy(member?.password_hash, exclusion.password))) {
      throw new AppError('INVALID_CREDENTIALS', 'The password is incorrect.');
    }
    return startSelfExclusion(deps.db, ctx, exclusion.period, exclusion.allBrands);
  });
}
