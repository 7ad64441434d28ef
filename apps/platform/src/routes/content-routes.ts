import type { FastifyInstance } from 'fastify';
import type { AccountDeps } from '../accounts/account-deps';
import { announcementRoutes } from './announcement-calls';
import { chatRoutes } from './chat-calls';
import { contentMediaRoutes } from './content-media';
import { contentOpsRoutes } from './content-ops';
import { devCaptchaRoute } from './dev-captcha';
import { feedbackRoutes } from './feedback-calls';
import { helpRoutes } from './help-calls';
import { inboxRoutes } from './inbox-calls';
import { promotionRoutes } from './promotion-calls';

/** Messages and content: announcements, inbox, chat, feedback, help, promotions, pictures, operator content. */
export function contentRoutes(app: FastifyInstance, deps: AccountDeps, opsToken: string): void {
  announcementRoutes(app, deps);
  inboxRoutes(app, deps);
  chatRoutes(app, deps);
  feedbackRoutes(app, deps);
  helpRoutes(app, deps);
  promotionRoutes(app, deps);
  contentMediaRoutes(app, deps.brands);
  contentOpsRoutes(app, { ...deps, opsToken });
  if (deps.outboxes) devCaptchaRoute(app, deps.db);
}
