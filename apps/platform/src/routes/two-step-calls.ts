import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { withLoginRecorded } from '../accounts/activity/record-session-start';
import { merchantContext } from '../accounts/merchant-context';
import { requireSession } from '../accounts/sessions/authenticate';
import { requireRealAccount } from '../accounts/sessions/real-account';
import { completeTwoStepLogin } from '../accounts/two-step/two-step-login';
import {
  confirmTwoStepSetup,
  disableTwoStep,
  startTwoStepSetup,
  twoStepStatus,
} from '../accounts/two-step/two-step-setup';
import { onCall } from './call-route';

/** Codes are guessable in principle: a few a minute per address is plenty for a person (the account lockout applies too). */
const codeLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** Two-step login (docs/decisions/0043): status, set-up, confirm, turn off, and the code step of login. */
export function twoStepRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const realMember = async (request: Parameters<typeof requireSession>[1]) => {
    const session = await requireSession(deps.db, request, deps.clock.now());
    requireRealAccount(session.member);
    return session;
  };

  onCall(app, accountCalls.twoStepStatus, async ({ request }) => {
    const session = await realMember(request);
    return twoStepStatus(deps, session.member);
  });

  onCall(app, accountCalls.twoStepSetup, async ({ request }) => {
    const session = await realMember(request);
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const brand = deps.brands.brands.find((b) => b.id === merchant.brandId) ?? deps.brands.defaultBrand;
    return startTwoStepSetup(deps, session.member, brand.displayName);
  });

  onCall(
    app,
    accountCalls.twoStepConfirm,
    async ({ request, body }) => {
      const session = await realMember(request);
      const { code } = await body();
      return confirmTwoStepSetup(deps, session.member, code);
    },
    { config: codeLimit },
  );

  onCall(
    app,
    accountCalls.twoStepDisable,
    async ({ request, body }) => {
      const session = await realMember(request);
      const merchant = await merchantContext(deps.db, deps.brands, request);
      await disableTwoStep(deps, merchant, session.member, await body(), request.ip);
      return { disabled: true as const };
    },
    { config: codeLimit },
  );

  onCall(
    app,
    accountCalls.twoStepLogin,
    async ({ request, body }) => {
      const merchant = await merchantContext(deps.db, deps.brands, request);
      const req = await body();
      return withLoginRecorded(deps.db, request, await completeTwoStepLogin(deps, merchant, req, request.ip));
    },
    { config: codeLimit },
  );
}
