import type { FastifyInstance } from 'fastify';
import {
  TwoStepConfirmRequest,
  TwoStepDisableRequest,
  TwoStepLoginRequest,
  twoStepConfirmPath,
  twoStepDisablePath,
  twoStepLoginPath,
  twoStepSetupPath,
  twoStepStatusPath,
} from '@wl/api-client/contract';
import type {
  LoginResult,
  OkEnvelope,
  TwoStepRecoveryCodes,
  TwoStepSetup,
  TwoStepStatus,
} from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { withLoginRecorded } from '../accounts/activity/record-session-start';
import { merchantContext } from '../accounts/merchant-context';
import { openSealedRequest } from '../accounts/sealing/sealed-request';
import { requireSession } from '../accounts/sessions/authenticate';
import { requireRealAccount } from '../accounts/sessions/real-account';
import { completeTwoStepLogin } from '../accounts/two-step/two-step-login';
import {
  confirmTwoStepSetup,
  disableTwoStep,
  startTwoStepSetup,
  twoStepStatus,
} from '../accounts/two-step/two-step-setup';
import { parseRequest } from '../http/validate';

/** Codes are guessable in principle: a few a minute per address is plenty for a person (the account lockout applies too). */
const codeLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** Two-step login (docs/decisions/0043): status, set-up, confirm, turn off, and the code step of login. */
export function twoStepRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const realMember = async (request: Parameters<typeof requireSession>[1]) => {
    const session = await requireSession(deps.db, request, deps.clock.now());
    requireRealAccount(session.member);
    return session;
  };

  app.get(twoStepStatusPath, async (request): Promise<OkEnvelope<TwoStepStatus>> => {
    const session = await realMember(request);
    return { success: true, value: await twoStepStatus(deps, session.member) };
  });

  app.post(twoStepSetupPath, async (request): Promise<OkEnvelope<TwoStepSetup>> => {
    const session = await realMember(request);
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const brand = deps.brands.brands.find((b) => b.id === merchant.brandId) ?? deps.brands.defaultBrand;
    return { success: true, value: await startTwoStepSetup(deps, session.member, brand.displayName) };
  });

  app.post(twoStepConfirmPath, { config: codeLimit }, async (request): Promise<OkEnvelope<TwoStepRecoveryCodes>> => {
    const session = await realMember(request);
    const { code } = parseRequest(TwoStepConfirmRequest, request.body ?? {}, 'body');
    return { success: true, value: await confirmTwoStepSetup(deps, session.member, code) };
  });

  app.post(twoStepDisablePath, { config: codeLimit }, async (request): Promise<OkEnvelope<{ disabled: true }>> => {
    const session = await realMember(request);
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const req = await openSealedRequest(request, deps.keys, TwoStepDisableRequest);
    await disableTwoStep(deps, merchant, session.member, req, request.ip);
    return { success: true, value: { disabled: true } };
  });

  app.post(twoStepLoginPath, { config: codeLimit }, async (request): Promise<OkEnvelope<LoginResult>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const req = await openSealedRequest(request, deps.keys, TwoStepLoginRequest);
    return {
      success: true,
      value: await withLoginRecorded(deps.db, request, await completeTwoStepLogin(deps, merchant, req, request.ip)),
    };
  });
}
