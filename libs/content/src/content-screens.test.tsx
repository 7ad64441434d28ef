import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromotionSummary } from '@wl/api-client/contract/promotion-calls';
import { useSessionStore } from '@wl/session';
import { fail, ok, renderWithPlatform, resetSession, statusFixture, type FakeHandler } from '@wl/session/testing';
import FeedbackScreen from './feedback/feedback-screen';
import HelpScreen from './help/help-screen';
import InboxScreen from './inbox/inbox-screen';
import NoticeScreen from './notice/notice-screen';
import PromotionsScreen from './promotions/promotions-screen';

const promotion: PromotionSummary = {
  id: 7,
  title: 'Weekend bonus',
  summary: 'Ten percent more',
  category: 'bonus',
  imageUrl: '',
  startAt: Date.UTC(2025, 0, 1),
  endAt: null,
  membersOnly: false,
};

beforeEach(resetSession);

describe('content screens: loading, failure and empty states', () => {
  it('promotions: a failure is an alert with a retry that brings the titled list', async () => {
    let answer: FakeHandler = () => fail('SERVER_ERROR', 500);
    const view = renderWithPlatform(<PromotionsScreen />, {
      path: '/m/activity',
      client: 'plain',
      routes: { 'GET /wps/relay/MCSFE_getMerchantAvailablePromotions': (call) => answer(call) },
    });
    const t = view.i18n.t;
    expect(screen.getByRole('status', { name: t('content.loading') })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('content.loadFailed'));

    answer = () => ok({ promotions: [promotion] });
    await userEvent.click(within(alert).getByRole('button', { name: t('content.retry') }));
    const list = await screen.findByRole('region', { name: t('titles.activity') });
    expect(within(list).getByRole('heading', { level: 2, name: t('titles.activity') })).toBeTruthy();
    expect(
      within(list)
        .getByRole('link', { name: /Weekend bonus/ })
        .getAttribute('href'),
    ).toContain('id=7');
  });

  it('promotions: the first card’s picture, the page’s largest paint, is asked at once and first; the others when near', async () => {
    const pictured = (id: number) => ({ ...promotion, id, title: `Offer ${id}`, imageUrl: `/media/art/p${id}.png` });
    renderWithPlatform(<PromotionsScreen />, {
      path: '/m/activity',
      client: 'plain',
      routes: {
        'GET /wps/relay/MCSFE_getMerchantAvailablePromotions': () => ok({ promotions: [1, 2, 3].map(pictured) }),
      },
    });
    await screen.findByRole('link', { name: /Offer 3/ });
    const pictures = [1, 2, 3].map((id) =>
      screen.getByRole('link', { name: new RegExp(`Offer ${id}`) }).querySelector('img'),
    );
    expect(pictures.map((img) => [img?.getAttribute('loading'), img?.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('promotions: an empty list and an unknown promotion say so', async () => {
    const view = renderWithPlatform(<PromotionsScreen />, {
      path: '/m/activity',
      client: 'plain',
      routes: { 'GET /wps/relay/MCSFE_getMerchantAvailablePromotions': () => ok({ promotions: [] }) },
    });
    expect(await screen.findByText(view.i18n.t('content.promotions.none'))).toBeTruthy();
    view.unmount();

    const detail = renderWithPlatform(<PromotionsScreen />, {
      path: '/m/activity?id=999',
      client: 'plain',
      routes: { 'GET /wps/relay/MCSFE_getPromotionDetail': () => fail('NOT_FOUND', 404) },
    });
    expect(await screen.findByText(detail.i18n.t('content.promotions.notFound'))).toBeTruthy();
    expect(screen.getByRole('link', { name: detail.i18n.t('content.promotions.all') })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('help: no topics shows the empty text; topics show the named panel', async () => {
    const view = renderWithPlatform(<HelpScreen />, {
      path: '/m/help',
      client: 'plain',
      routes: { 'GET /wps/system/helpCenter': () => ok([]) },
    });
    expect(await screen.findByText(view.i18n.t('content.help.none'))).toBeTruthy();
    view.unmount();

    const topics = renderWithPlatform(<HelpScreen />, {
      path: '/m/help?i=1',
      client: 'plain',
      routes: {
        'GET /wps/system/helpCenter': () =>
          ok([
            { id: 1, title: 'Deposits', content: '<p>How to deposit</p>' },
            { id: 2, title: 'Withdrawals', content: '<p>How to withdraw</p>' },
          ]),
      },
    });
    const panel = await screen.findByRole('region', { name: topics.i18n.t('titles.help') });
    const menu = within(panel).getByRole('navigation', { name: topics.i18n.t('content.help.topics') });
    expect(within(menu).getByRole('button', { name: 'Withdrawals' }).getAttribute('aria-current')).toBe('true');
    expect(await within(panel).findByText('How to withdraw')).toBeTruthy();
  });
});

function logIn(): void {
  useSessionStore.setState({
    info: { token: 'tok-member-0123456789', merchantCode: 'SAMPLE', userName: 'demo', type: 0 },
  });
}

const notice = { type: 'PL', content: '<p>Body</p>', publishedAt: Date.UTC(2025, 0, 1), promotionId: null } as const;

describe('announcement and inbox lists', () => {
  it('notices: a titled region whose unread entries carry the unread mark', async () => {
    logIn();
    const view = renderWithPlatform(<NoticeScreen />, {
      path: '/m/notice',
      client: 'plain',
      routes: {
        'GET /wps/relay/MCSFE_getListAnnouncements': () =>
          ok({
            banners: [],
            player: [
              { ...notice, id: 1, title: 'Maintenance tonight', read: false },
              { ...notice, id: 2, title: 'New games', read: true },
            ],
            popup: [],
            hot: [],
            promotion: [],
            footer: { unreadCount: 1 },
          }),
      },
    });
    const t = view.i18n.t;
    const region = await screen.findByRole('region', { name: new RegExp(`^${t('titles.notice')}`) });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toContain(t('titles.notice'));
    const unread = within(region)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('img', { name: t('content.unread') }));
    expect(unread.map((item) => item.textContent)).toEqual([expect.stringContaining('Maintenance tonight')]);
    const toggle = within(unread[0] as HTMLElement).getByRole('button');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('inbox: an empty inbox says so under its heading', async () => {
    logIn();
    const view = renderWithPlatform(<InboxScreen />, {
      path: '/m/webEmail',
      client: 'plain',
      routes: { 'GET /wps/relay/CSP_getInbox': () => ok({ content: [], pageNum: 1, totalPages: 0, total: 0 }) },
    });
    const region = await screen.findByRole('region', { name: view.i18n.t('content.inbox.list') });
    expect(within(region).getByText(view.i18n.t('content.empty'))).toBeTruthy();
  });
});

describe('feedback form', () => {
  it('keeps its named form, labelled select and alerts', async () => {
    logIn();
    const base = statusFixture();
    const view = renderWithPlatform(<FeedbackScreen />, {
      path: '/m/feedback',
      client: 'plain',
      status: { ...base, info: { ...base.info, whitelabel: { FEEDBACK3: true } } },
      routes: { 'GET /wps/captcha': () => ok({ captchaId: 'c1', image: 'iVBORw0KGgo=' }) },
    });
    const t = view.i18n.t;
    const form = await screen.findByRole('form', { name: t('content.feedback.label') });
    const type = within(form).getByLabelText(t('content.feedback.type'));
    expect(type.tagName).toBe('SELECT');
    await userEvent.type(
      within(form).getByLabelText(t('content.feedback.content')),
      'My deposit from this morning has not arrived yet.',
    );
    await userEvent.click(within(form).getByRole('button', { name: t('content.feedback.submit') }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toContain(t('content.feedback.typeRequired')),
    );
    expect(type.getAttribute('aria-invalid')).toBe('true');

    await userEvent.selectOptions(type, t('content.feedback.types.deposit_issues'));
    expect((type as HTMLSelectElement).value).toBe('1');
  });
});
