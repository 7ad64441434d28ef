import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ConfirmLimitRequest,
  RealityCheckRequest,
  SelfExclusionRequest,
  SetLimitRequest,
  TimeoutRequest,
  protectionLimitConfirmPath,
  protectionLimitPath,
  protectionRealityCheckPath,
  protectionSelfExclusionPath,
  protectionStatePath,
  protectionTimeoutPath,
} from '@wl/api-client/contract';
import type { OkEnvelope, ProtectionState } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { verifyOrDummy } from '../accounts/password-hashing';
import { openSealedRequest } from '../accounts/sealing/sealed-request';
import { requireSession } from '../accounts/sessions/authenticate';
import { isRealMemberType } from '../accounts/sessions/real-account';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';
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

  app.get(protectionStatePath, async (request, reply): Promise<OkEnvelope<ProtectionState>> => {
    const ctx = await context(request);
    reply.header('Cache-Control', 'no-store');
    return { success: true, value: await protectionState(deps.db, ctx) };
  });

  app.post(protectionLimitPath, async (request): Promise<OkEnvelope<ProtectionState>> => {
    const ctx = await context(request);
    const body = parseRequest(SetLimitRequest, request.body ?? {}, 'body');
    await setPlayerLimit(deps.db, ctx, body.kind, body.period, body.amount);
    return { success: true, value: await protectionState(deps.db, ctx) };
  });

  app.post(protectionLimitConfirmPath, async (request): Promise<OkEnvelope<ProtectionState>> => {
    const ctx = await context(request);
    const body = parseRequest(ConfirmLimitRequest, request.body ?? {}, 'body');
    await confirmPlayerLimit(deps.db, ctx, body.kind, body.period);
    return { success: true, value: await protectionState(deps.db, ctx) };
  });

  app.post(protectionRealityCheckPath, async (request): Promise<OkEnvelope<ProtectionState>> => {
    const ctx = await context(request);
    const body = parseRequest(RealityCheckRequest, request.body ?? {}, 'body');
    await setRealityCheck(deps.db, ctx, body.intervalMinutes);
    return { success: true, value: await protectionState(deps.db, ctx) };
  });

  app.post(protectionTimeoutPath, async (request): Promise<OkEnvelope<{ until: string }>> => {
    const ctx = await context(request);
    const body = parseRequest(TimeoutRequest, request.body ?? {}, 'body');
    return { success: true, value: await startTimeout(deps.db, ctx, body.period, body.allBrands) };
  });

  // Sealed like the password change; the password confirms it is the account holder.
  app.post(protectionSelfExclusionPath, async (request): Promise<OkEnvelope<{ until: string | null }>> => {
    const ctx = await context(request);
    const body = await openSealedRequest(request, deps.keys, SelfExclusionRequest);
    const [member] = await deps.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
      ctx.memberId,
    ]);
    if (!(await verifyOrDummy(member?.password_hash, body.password))) {
      throw new AppError('INVALID_CREDENTIALS', 'The password is incorrect.');
    }
    return { success: true, value: await startSelfExclusion(deps.db, ctx, body.period, body.allBrands) };
  });
}
