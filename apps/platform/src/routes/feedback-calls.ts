import type { FastifyInstance } from 'fastify';
import { contentCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { checkCaptcha } from '../accounts/captcha/challenge-store';
import { FEEDBACK_PER_HOUR, feedbackCountLastHour, storeFeedback } from '../content/feedback-repo';
import { requireRealMember } from '../content/member-guards';
import { AppError } from '../http/app-error';
import { onCall } from './call-route';

/** PUT /wps/feedback (FEEDBACK3): question type, 20–200 characters, captcha; members only. */
export function feedbackRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(
    app,
    contentCalls.feedback,
    async ({ request, body: parseBody }) => {
      const { session, merchant } = await requireRealMember(deps, request, 'FEEDBACK3');
      const body = await parseBody();
      const now = deps.clock.now();
      if (!body.captcha || !body.captchaId)
        throw new AppError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: true });
      if (!(await checkCaptcha(deps.db, body.captchaId, body.captcha, now))) {
        throw new AppError('CAPTCHA_WRONG', 'The captcha is wrong. Please try the new one.', { captcha: true });
      }
      if ((await feedbackCountLastHour(deps.db, session.member.id, now)) >= FEEDBACK_PER_HOUR) {
        throw new AppError('RATE_LIMITED', 'You have sent a lot of feedback. Please try again later.');
      }
      const id = await storeFeedback(
        deps.db,
        {
          merchantCode: merchant.code,
          memberId: session.member.id,
          type: body.type,
          content: body.content.trim(),
          sender: body.sender.trim() || session.member.username,
        },
        now,
      );
      return { id };
    },
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
  );
}
