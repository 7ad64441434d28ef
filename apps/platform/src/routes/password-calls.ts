import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import {
  changePassword,
  confirmEmailReset,
  requestEmailReset,
  resetByPhone,
} from '../accounts/password/password-service';
import { resetLinkOrigin } from '../accounts/reset-link-origin';
import { requireSession } from '../accounts/sessions/authenticate';
import { onCall } from './call-route';

/** Change password (with the session) and the two resets. */
export function passwordRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, accountCalls.changePassword, async ({ request, body }) => {
    const session = await requireSession(deps.db, request, deps.clock.now());
    await changePassword(deps, session, await body());
    return { changed: true as const };
  });

  onCall(app, accountCalls.phoneReset, async ({ request, body }) => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    await resetByPhone(deps, merchant, await body());
    return { reset: true as const };
  });

  onCall(
    app,
    accountCalls.emailReset,
    async ({ request, body }) => {
      const merchant = await merchantContext(deps.db, deps.brands, request);
      const req = await body();
      const brand = deps.brands.brands.find((b) => b.id === merchant.brandId) ?? deps.brands.defaultBrand;
      await requestEmailReset(deps, merchant, req, resetLinkOrigin(request, brand));
      return { sent: true as const };
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );

  onCall(app, accountCalls.emailResetConfirm, async ({ body }) => {
    await confirmEmailReset(deps, await body());
    return { reset: true as const };
  });
}
