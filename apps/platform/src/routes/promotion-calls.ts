import type { FastifyInstance } from 'fastify';
import {
  PromotionQuery,
  availablePromotionsPath,
  merchantPromotionsPath,
  promotionDetailPath,
} from '@wl/api-client/contract';
import type { OkEnvelope, Promotion, PromotionList } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import { requireSession } from '../accounts/sessions/authenticate';
import { contentLanguage } from '../content/content-language';
import { findPromotion, listPromotions } from '../content/promotions-repo';
import { viewerOf } from '../content/viewer';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';
import { isBlocked } from '../protection/protection-guard';

/** Promotions: the merchant's list for visitors, the member's list, and one promotion's detail. */
export function promotionRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.get(merchantPromotionsPath, async (request): Promise<OkEnvelope<PromotionList>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    return {
      success: true,
      value: { promotions: await listPromotions(deps.db, merchant.code, contentLanguage(request), deps.clock.now()) },
    };
  });

  app.get(availablePromotionsPath, async (request): Promise<OkEnvelope<PromotionList>> => {
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    // A person under a self-exclusion or time-out is offered no promotion (docs/decisions/0039).
    if (await isBlocked(deps.db, session.member.id, now)) return { success: true, value: { promotions: [] } };
    return {
      success: true,
      value: { promotions: await listPromotions(deps.db, session.member.merchantCode, contentLanguage(request), now) },
    };
  });

  app.get(promotionDetailPath, async (request): Promise<OkEnvelope<Promotion>> => {
    const { id } = parseRequest(PromotionQuery, request.query, 'query');
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const now = deps.clock.now();
    await viewerOf(deps.db, request, now);
    const promotion = await findPromotion(deps.db, merchant.code, contentLanguage(request), id, now);
    if (!promotion) throw new AppError('NOT_FOUND', 'There is no such promotion.');
    return { success: true, value: promotion };
  });
}
