import type { FastifyInstance } from 'fastify';
import {
  AnnouncementQuery,
  MarkAnnouncementRead,
  announcementsPath,
  lobbyNewsPath,
  markAnnouncementReadPath,
  parseAnnouncementTypes,
} from '@wl/api-client/contract';
import type { Announcement, AnnouncementList, OkEnvelope } from '@wl/api-client/contract';
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
import { parseRequest } from '../http/validate';

/** Announcements list (types B, PL, PU, H, A), mark-as-read, lobby news. */
export function announcementRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.get(announcementsPath, async (request): Promise<OkEnvelope<AnnouncementList>> => {
    const query = parseRequest(AnnouncementQuery, request.query, 'query');
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
      success: true,
      value: {
        banners,
        player,
        popup,
        hot,
        promotion: marketing ? player.filter((notice) => notice.promotionId !== null) : [],
        footer: { unreadCount: memberId === null ? 0 : player.filter((notice) => !notice.read).length },
      },
    };
  });

  app.post(markAnnouncementReadPath, async (request): Promise<OkEnvelope<{ announcementId: number; read: true }>> => {
    const body = parseRequest(MarkAnnouncementRead, request.body ?? {}, 'body');
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    if (!(await markNoticeRead(deps.db, session.member.merchantCode, session.member.id, body.announcementId, now))) {
      throw new AppError('NOT_FOUND', 'There is no such announcement.');
    }
    return { success: true, value: { announcementId: body.announcementId, read: true } };
  });

  app.get(lobbyNewsPath, async (request): Promise<OkEnvelope<{ news: Announcement[] }>> => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const now = deps.clock.now();
    const viewer = await viewerOf(deps.db, request, now);
    const scope = { merchantCode: merchant.code, language: contentLanguage(request), now, platform: 'M' as const };
    return {
      success: true,
      value: { news: await listNotices(deps.db, scope, ['H'], viewer.kind === 'member' ? viewer.member.id : null) },
    };
  });
}
