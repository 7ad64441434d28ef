import type { FastifyInstance } from 'fastify';
import {
  ChangePasswordRequest,
  EmailResetConfirm,
  EmailResetRequest,
  PhoneResetRequest,
  changePasswordPath,
  emailResetConfirmPath,
  emailResetPath,
  phoneResetPath,
} from '@wl/api-client/contract';
import type { OkEnvelope } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import {
  changePassword,
  confirmEmailReset,
  requestEmailReset,
  resetByPhone,
} from '../accounts/password/password-service';
import { resetLinkOrigin } from '../accounts/reset-link-origin';
import { openSealedRequest } from '../accounts/sealing/sealed-request';
import { requireSession } from '../accounts/sessions/authenticate';
import { parseRequest } from '../http/validate';

/** Change password (with the session) and the two resets. */
export function passwordRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.post(changePasswordPath, async (request): Promise<OkEnvelope<{ changed: true }>> => {
    const session = await requireSession(deps.db, request, deps.clock.now());
    const req = await openSealedRequest(request, deps.keys, ChangePasswordRequest);
    await changePassword(deps, session, req);
    return { success: true, value: { changed: true } };
  });

  app.post(phoneResetPath, async (request): Promise<OkEnvelope<{ reset: true }>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const req = await openSealedRequest(request, deps.keys, PhoneResetRequest);
    await resetByPhone(deps, merchant, req);
    return { success: true, value: { reset: true } };
  });

  app.post(
    emailResetPath,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request): Promise<OkEnvelope<{ sent: true }>> => {
      const merchant = await merchantContext(deps.db, deps.brands, request);
      const req = parseRequest(EmailResetRequest, request.body ?? {}, 'body');
      const brand = deps.brands.brands.find((b) => b.id === merchant.brandId) ?? deps.brands.defaultBrand;
      await requestEmailReset(deps, merchant, req, resetLinkOrigin(request, brand));
      return { success: true, value: { sent: true } };
    },
  );

  app.post(emailResetConfirmPath, async (request): Promise<OkEnvelope<{ reset: true }>> => {
    const req = await openSealedRequest(request, deps.keys, EmailResetConfirm);
    await confirmEmailReset(deps, req);
    return { success: true, value: { reset: true } };
  });
}
