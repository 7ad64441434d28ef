import type { FastifyInstance } from 'fastify';
import { contentCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import { contentLanguage } from '../content/content-language';
import { helpTopics } from '../content/help-repo';
import { onCall } from './call-route';

/** GET /wps/system/helpCenter (no token): the merchant's help topics in `lang` (English when it has none). */
export function helpRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, contentCalls.helpCenter, async ({ request, query }) => {
    const { lang } = query();
    const merchant = await merchantContext(deps.db, deps.brands, request);
    return helpTopics(deps.db, merchant.code, contentLanguage(request, lang));
  });
}
