import type { FastifyInstance } from 'fastify';
import { contentCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import { requireSession } from '../accounts/sessions/authenticate';
import { contentLanguage } from '../content/content-language';
import { findPromotion, listPromotions } from '../content/promotions-repo';
import { viewerOf } from '../content/viewer';
import { AppError } from '../http/app-error';
import { isBlocked } from '../protection/protection-guard';
import { onCall } from './call-route';

/** Promotions: the merchant's list for visitors, the member's list, and one promotion's detail. */
export function promotionRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, contentCalls.merchantPromotions, async ({ request }) => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    return { promotions: await listPromotions(deps.db, merchant.code, contentLanguage(request), deps.clock.now()) };
  });

  onCall(app, contentCalls.availablePromotions, async ({ request }) => {
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    // A person under a self-exclusion or time-out is offered no promotion (docs/decisions/0039).
    if (await isBlocked(deps.db, session.member.id, now)) return { promotions: [] };
    return { promotions: await listPromotions(deps.db, session.member.merchantCode, contentLanguage(request), now) };
  });

  onCall(app, contentCalls.promotionDetail, async ({ request, query }) => {
    const { id } = query();
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const now = deps.clock.now();
    await viewerOf(deps.db, request, now);
    const promotion = await findPromotion(deps.db, merchant.code, contentLanguage(request), id, now);
    if (!promotion) throw new AppError('NOT_FOUND', 'There is no such promotion.');
    return promotion;
  });
}
