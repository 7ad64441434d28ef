import type { FastifyInstance } from 'fastify';
import { contentCalls } from '@wl/api-client/contract';
import { parseAnnouncementTypes } from '@wl/api-client/contract/announcement-calls';
import type { AccountDeps } from '../accounts/account-deps';
import { merchantContext } from '../accounts/merchant-context';
import { requireSession } from '../accounts/sessions/authenticate';
import { listBanners, listNotices, listPopups, markNoticeRead, noticeTypesFor } from '../content/announcements-repo';
import { contentLanguage } from '../content/content-language';
import { isAgentType } from '../content/member-guards';
import { popupExecutionsFor } from '../content/popup-rules';
import { isFirstLogin, viewerOf } from '../content/viewer';
import { AppError } from '../http/app-error';
import { isBlocked } from '../protection/protection-guard';
import { onCall } from './call-route';

/** Announcements list (types B, PL, PU, H, A), mark-as-read, lobby news. */
export function announcementRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, contentCalls.announcements, async ({ request, query: parseQuery }) => {
    const query = parseQuery();
    const merchant = await merchantContext(deps.db, deps.brands, request);
    if (query.merchantCode && query.merchantCode !== merchant.code) {
      throw new AppError('BAD_REQUEST', 'merchantCode must be the merchant of the Merchant header', {
        fields: [{ field: 'query.merchantCode', problem: 'not the merchant of the Merchant header' }],
      });
    }
    const now = deps.clock.now();
    const viewer = await viewerOf(deps.db, request, now);
    const memberId = viewer.kind === 'member' ? viewer.member.id : null;
    // Marketing (popups, promotion notices) never reaches a person under a self-exclusion or time-out (docs/decisions/0039).
    const marketing = memberId === null || !(await isBlocked(deps.db, memberId, now));
    const types = parseAnnouncementTypes(query.types);
    const scope = { merchantCode: merchant.code, language: contentLanguage(request), now, platform: query.platform };

    const player = await listNotices(
      deps.db,
      scope,
      noticeTypesFor(types, viewer.kind === 'member' && isAgentType(viewer.member.type)),
      memberId,
    );
    const hot = types.includes('H') ? await listNotices(deps.db, scope, ['H'], memberId) : [];
    const popup =
      marketing && types.includes('PU')
        ? await listPopups(
            deps.db,
            scope,
            popupExecutionsFor({
              loggedIn: viewer.kind === 'member',
              firstLogin: viewer.kind === 'member' && (await isFirstLogin(deps.db, viewer.member.id, viewer.tokenHash)),
            }),
          )
        : [];
    const banners = types.includes('B')
      ? await listBanners(deps.db, merchant.code, scope.language, query.groupName)
      : [];
    return {
      banners,
      player,
      popup,
      hot,
      promotion: marketing ? player.filter((notice) => notice.promotionId !== null) : [],
      footer: { unreadCount: memberId === null ? 0 : player.filter((notice) => !notice.read).length },
    };
  });

  onCall(app, contentCalls.markAnnouncementRead, async ({ request, body }) => {
    const { announcementId } = await body();
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    if (!(await markNoticeRead(deps.db, session.member.merchantCode, session.member.id, announcementId, now))) {
      throw new AppError('NOT_FOUND', 'There is no such announcement.');
    }
    return { announcementId, read: true as const };
  });

  onCall(app, contentCalls.lobbyNews, async ({ request }) => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const now = deps.clock.now();
    const viewer = await viewerOf(deps.db, request, now);
    const scope = { merchantCode: merchant.code, language: contentLanguage(request), now, platform: 'M' as const };
    return { news: await listNotices(deps.db, scope, ['H'], viewer.kind === 'member' ? viewer.member.id : null) };
  });
}
