import type { FastifyInstance } from 'fastify';
import { HelpQuery, helpCenterPath } from '@wl/api-client/contract';
import type { HelpTopic, OkEnvelope } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import { contentLanguage } from '../content/content-language';
import { helpTopics } from '../content/help-repo';
import { parseRequest } from '../http/validate';

/** GET /wps/system/helpCenter (no token): the merchant's help topics in `lang` (English when it has none). */
export function helpRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.get(helpCenterPath, async (request): Promise<OkEnvelope<HelpTopic[]>> => {
    const query = parseRequest(HelpQuery, request.query, 'query');
    const merchant = await merchantContext(deps.db, deps.brands, request);
    return { success: true, value: await helpTopics(deps.db, merchant.code, contentLanguage(request, query.lang)) };
  });
}
