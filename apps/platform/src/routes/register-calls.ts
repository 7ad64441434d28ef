import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@wl/api-client/contract';
import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import type { EmailCheckBody as EmailCheck } from '@wl/api-client/contract/register-calls';
import type { AccountDeps } from '../accounts/account-deps';
import { checkCaptcha, consumeSliderToken } from '../accounts/captcha/challenge-store';
import { withLoginRecorded } from '../accounts/activity/record-session-start';
import { merchantContext } from '../accounts/merchant-context';
import { emailTaken, findAffiliateAgent, usernameTaken } from '../accounts/members/member-repo';
import { registerByMobile, registerByUsername } from '../accounts/register/register-service';
import { loadRegisterRules } from '../accounts/register/register-rules-repo';
import { AppError } from '../http/app-error';
import { onCall } from './call-route';

/** Checks that could be used to list accounts are limited per address (in memory, per process). */
const lookupLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };
/** The e-mail check also needs a captcha or slider proof per check, and is held far tighter. */
const emailCheckLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };

/** Registration (both methods), the merchant's field rules, username / e-mail checks and affiliate codes. */
export function registerRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, accountCalls.register, async ({ request, body }) => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const req = await body();
    return withLoginRecorded(deps.db, request, await registerByUsername(deps, merchant, req, request.ip));
  });

  onCall(app, accountCalls.registerMobile, async ({ request, body }) => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const req = await body();
    return withLoginRecorded(deps.db, request, await registerByMobile(deps, merchant, req, request.ip));
  });

  onCall(app, accountCalls.registerSettings, async ({ request }) => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    return { fields: await loadRegisterRules(deps.db, merchant.code) };
  });

  // The one call that says whether a username is taken (spec: checked while registering).
  onCall(
    app,
    accountCalls.usernameCheck,
    async ({ request, query }) => {
      const merchant = await merchantContext(deps.db, deps.brands, request);
      const { username } = query();
      if (checkRule(accountRules.username, username)) {
        throw new AppError('ACCOUNT_FORMAT', 'Use 4–16 letters or digits, starting with a letter.', {
          fields: [{ field: 'username', problem: 'format' }],
        });
      }
      return { available: !(await usernameTaken(deps.db, merchant.code, username)) };
    },
    { config: lookupLimit },
  );

  // Says whether an address is registered: each check uses up a captcha or slider proof (never offered
  // by the password-reset path, which answers the same whether or not the address is known).
  onCall(
    app,
    accountCalls.emailCheck,
    async ({ request, body }) => {
      const merchant = await merchantContext(deps.db, deps.brands, request);
      const { email, ...proof } = await body();
      await requireProof(deps, proof);
      const wellFormed = !checkRule(accountRules.email, email.trim());
      return { available: wellFormed && !(await emailTaken(deps.db, merchant.code, email.trim())) };
    },
    { config: emailCheckLimit },
  );

  onCall(
    app,
    accountCalls.affiliateCheck,
    async ({ request, query }) => {
      const merchant = await merchantContext(deps.db, deps.brands, request);
      const { affiliateCode } = query();
      const agent = await findAffiliateAgent(deps.db, merchant.code, affiliateCode.trim(), deps.clock.now());
      return { valid: agent !== null };
    },
    { config: lookupLimit },
  );
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
