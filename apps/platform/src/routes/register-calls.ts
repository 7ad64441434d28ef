import type { FastifyInstance } from 'fastify';
import {
  AffiliateQuery,
  EmailCheckBody,
  RegisterRequest,
  UsernameCheckQuery,
  accountRules,
  affiliatePath,
  checkRule,
  emailCheckPath,
  registerMobilePath,
  registerPath,
  registerSettingsPath,
  usernameCheckPath,
} from '@wl/api-client/contract';
import type { EmailCheckBody as EmailCheck, LoginResult, OkEnvelope, RegisterSettings } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { checkCaptcha, consumeSliderToken } from '../accounts/captcha/challenge-store';
import { withLoginRecorded } from '../accounts/activity/record-session-start';
import { merchantContext } from '../accounts/merchant-context';
import { emailTaken, findAffiliateAgent, usernameTaken } from '../accounts/members/member-repo';
import { registerByMobile, registerByUsername } from '../accounts/register/register-service';
import { loadRegisterRules } from '../accounts/register/register-rules-repo';
import { openSealedRequest } from '../accounts/sealing/sealed-request';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';

/** Checks that could be used to list accounts are limited per address (in memory, per process). */
const lookupLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };
/** The e-mail check also needs a captcha or slider proof per check, and is held far tighter. */
const emailCheckLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };

/** Registration (both methods), the merchant's field rules, username / e-mail checks and affiliate codes. */
export function registerRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.put(registerPath, async (request): Promise<OkEnvelope<LoginResult>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const req = await openSealedRequest(request, deps.keys, RegisterRequest);
    return {
      success: true,
      value: await withLoginRecorded(deps.db, request, await registerByUsername(deps, merchant, req, request.ip)),
    };
  });

  app.put(registerMobilePath, async (request): Promise<OkEnvelope<LoginResult>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const req = await openSealedRequest(request, deps.keys, RegisterRequest);
    return {
      success: true,
      value: await withLoginRecorded(deps.db, request, await registerByMobile(deps, merchant, req, request.ip)),
    };
  });

  app.get(registerSettingsPath, async (request): Promise<OkEnvelope<RegisterSettings>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    return { success: true, value: { fields: await loadRegisterRules(deps.db, merchant.code) } };
  });

  // The one call that says whether a username is taken (spec: checked while registering).
  app.get(usernameCheckPath, { config: lookupLimit }, async (request): Promise<OkEnvelope<{ available: boolean }>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const { username } = parseRequest(UsernameCheckQuery, request.query, 'query');
    if (checkRule(accountRules.username, username)) {
      throw new AppError('ACCOUNT_FORMAT', 'Use 4–16 letters or digits, starting with a letter.', {
        fields: [{ field: 'username', problem: 'format' }],
      });
    }
    return { success: true, value: { available: !(await usernameTaken(deps.db, merchant.code, username)) } };
  });

  // Says whether an address is registered: each check uses up a captcha or slider proof (never offered
  // by the password-reset path, which answers the same whether or not the address is known).
  app.post(
    emailCheckPath,
    { config: emailCheckLimit },
    async (request): Promise<OkEnvelope<{ available: boolean }>> => {
      const merchant = await merchantContext(deps.db, deps.brands, request);
      const { email, ...proof } = parseRequest(EmailCheckBody, request.body ?? {}, 'body');
      await requireProof(deps, proof);
      const wellFormed = !checkRule(accountRules.email, email.trim());
      return {
        success: true,
        value: { available: wellFormed && !(await emailTaken(deps.db, merchant.code, email.trim())) },
      };
    },
  );

  app.get(affiliatePath, { config: lookupLimit }, async (request): Promise<OkEnvelope<{ valid: boolean }>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const { affiliateCode } = parseRequest(AffiliateQuery, request.query, 'query');
    return {
      success: true,
      value: {
        valid: (await findAffiliateAgent(deps.db, merchant.code, affiliateCode.trim(), deps.clock.now())) !== null,
      },
    };
  });
}

/** A solved image captcha or a slider token, used up by the call; CAPTCHA_REQUIRED / CAPTCHA_WRONG otherwise. */
async function requireProof(deps: AccountDeps, proof: Omit<EmailCheck, 'email'>): Promise<void> {
  const now = deps.clock.now();
  if (proof.sliderToken) {
    if (await consumeSliderToken(deps.db, proof.sliderToken, now)) return;
    throw new AppError('CAPTCHA_WRONG', 'Please complete the puzzle again.', { captcha: true });
  }
  if (!proof.captchaId || !proof.captcha)
    throw new AppError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: true });
  if (!(await checkCaptcha(deps.db, proof.captchaId, proof.captcha, now))) {
    throw new AppError('CAPTCHA_WRONG', 'The captcha is wrong. Please try the new one.', { captcha: true });
  }
}
