import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SendSmsRequest,
  SliderAnswer,
  captchaPath,
  smsLoginPath,
  smsPasswordPath,
  smsRegisterPath,
  sliderPath,
} from '@wl/api-client/contract';
import type { CaptchaChallenge, OkEnvelope, SliderChallenge, SmsPurpose } from '@wl/api-client/contract';
import { TRIAL_MEMBER_TYPE } from '@wl/brand/schema';
import { toE164 } from '@wl/api-client/mobile-number';
import type { AccountDeps } from '../accounts/account-deps';
import { answerSlider, consumeSliderToken, createCaptcha, createSlider } from '../accounts/captcha/challenge-store';
import { merchantContext, requireFlag } from '../accounts/merchant-context';
import { findMemberByMobile } from '../accounts/members/member-repo';
import { sendSmsCode } from '../accounts/sms/sms-codes';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';

/** Drawing images costs CPU: a generous per-address limit (in memory, per process). */
const imageLimit = { rateLimit: { max: 300, timeWindow: 60_000 } };

/** Image captcha, slider challenge and the three SMS sends. */
export function verificationRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.get(captchaPath, { config: imageLimit }, async (_request, reply): Promise<OkEnvelope<CaptchaChallenge>> => {
    reply.header('Cache-Control', 'no-store');
    return { success: true, value: await createCaptcha(deps.db, deps.clock.now()) };
  });

  app.get(sliderPath, { config: imageLimit }, async (_request, reply): Promise<OkEnvelope<SliderChallenge>> => {
    reply.header('Cache-Control', 'no-store');
    return { success: true, value: await createSlider(deps.db, deps.clock.now()) };
  });

  app.post(sliderPath, async (request): Promise<OkEnvelope<{ sliderToken: string }>> => {
    const answer = parseRequest(SliderAnswer, request.body ?? {}, 'body');
    const sliderToken = await answerSlider(deps.db, answer, deps.clock.now());
    if (!sliderToken) throw new AppError('CAPTCHA_WRONG', 'Not quite: please try the new puzzle.', { captcha: true });
    return { success: true, value: { sliderToken } };
  });

  const send =
    (purpose: SmsPurpose) =>
    async (request: FastifyRequest): Promise<OkEnvelope<{ expirationTime: number }>> => {
      const now = deps.clock.now();
      const merchant = await merchantContext(deps.db, deps.brands, request);
      if (purpose !== 'reset') requireFlag(merchant, 'MOBILENUMREG3');
      const req = parseRequest(SendSmsRequest, request.body ?? {}, 'body');
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
      return { success: true, value: { expirationTime } };
    };

  app.post(smsRegisterPath, send('register'));
  app.post(smsLoginPath, send('login'));
  app.post(smsPasswordPath, send('reset'));
}
