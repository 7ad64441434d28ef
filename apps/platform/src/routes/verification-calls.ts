import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@wl/api-client/contract';
import type { SmsPurpose } from '@wl/api-client/contract/verification-calls';
import { TRIAL_MEMBER_TYPE } from '@wl/brand/schema';
import { toE164 } from '@wl/api-client/contract/mobile-number';
import type { AccountDeps } from '../accounts/account-deps';
import { answerSlider, consumeSliderToken, createCaptcha, createSlider } from '../accounts/captcha/challenge-store';
import { merchantContext, requireFlag } from '../accounts/merchant-context';
import { findMemberByMobile } from '../accounts/members/member-repo';
import { sendSmsCode } from '../accounts/sms/sms-codes';
import { AppError } from '../http/app-error';
import { onCall, type CallHandler } from './call-route';

/** Drawing images costs CPU: a generous per-address limit (in memory, per process). */
const imageLimit = { rateLimit: { max: 300, timeWindow: 60_000 } };

type SmsSendCall = typeof accountCalls.smsRegister | typeof accountCalls.smsLogin | typeof accountCalls.smsPassword;

/** Image captcha, slider challenge and the three SMS sends. */
export function verificationRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(
    app,
    accountCalls.captcha,
    async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      return createCaptcha(deps.db, deps.clock.now());
    },
    { config: imageLimit },
  );

  onCall(
    app,
    accountCalls.slider,
    async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      return createSlider(deps.db, deps.clock.now());
    },
    { config: imageLimit },
  );

  onCall(app, accountCalls.sliderAnswer, async ({ body }) => {
    const answer = await body();
    const sliderToken = await answerSlider(deps.db, answer, deps.clock.now());
    if (!sliderToken) throw new AppError('CAPTCHA_WRONG', 'Not quite: please try the new puzzle.', { captcha: true });
    return { sliderToken };
  });

  const send =
    (purpose: SmsPurpose): CallHandler<SmsSendCall> =>
    async ({ request, body }) => {
      const now = deps.clock.now();
      const merchant = await merchantContext(deps.db, deps.brands, request);
      if (purpose !== 'reset') requireFlag(merchant, 'MOBILENUMREG3');
      const req = await body();
      const mobile =
        req.countryDialingCode === merchant.dialingCode ? toE164(req.mobileNum, merchant.phoneRegion) : undefined;
      if (!mobile) {
        throw new AppError('MOBILE_INVALID', 'Please enter a valid mobile number.', {
          fields: [{ field: 'mobileNum', problem: 'not a valid number' }],
        });
      }
      if (!(await consumeSliderToken(deps.db, req.sliderToken, now))) {
        throw new AppError('CAPTCHA_WRONG', 'Please complete the puzzle again.', { captcha: true });
      }
      let deliver = true;
      if (purpose !== 'register') {
        const member = await findMemberByMobile(deps.db, merchant.code, mobile);
        deliver = member !== null && member.status === 'active' && member.type !== TRIAL_MEMBER_TYPE;
      }
      const expirationTime = await sendSmsCode(
        deps.db,
        deps.sms,
        { merchantCode: merchant.code, mobileE164: mobile, purpose, address: request.ip, deliver },
        deps.limits.smsPerHourPerAddress,
        now,
      );
      return { expirationTime };
    };

  onCall(app, accountCalls.smsRegister, send('register'));
  onCall(app, accountCalls.smsLogin, send('login'));
  onCall(app, accountCalls.smsPassword, send('reset'));
}
