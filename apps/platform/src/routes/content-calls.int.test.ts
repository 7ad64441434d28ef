import { AnnouncementList } from '@wl/api-client/contract/announcement-calls';
import { InboxPage } from '@wl/api-client/contract/inbox-calls';
import { LoginResult } from '@wl/api-client/contract/session-calls';
import { accountCalls, callPath, contentCalls, opsCalls } from '@wl/api-client/contract';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { setFlags } from '../testing/account-fixtures';
import { TEST_OPS_TOKEN, createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const [brandA, brandB] = repoBrands();
if (!brandA || !brandB) throw new Error('the content tests need two brands');
let t: TestApp;
let a: AccountsClient;
let b: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  a = new AccountsClient(t.app, t.db, brandA.merchantCode);
  b = new AccountsClient(t.app, t.db, brandB.merchantCode);
});
afterAll(() => t.close());

const tokenOf = async (api: AccountsClient, username: string, password: string, ip: string) =>
  LoginResult.parse(valueOf(await api.login(username, password, {}, { ip }))).token;
const list = async (api: AccountsClient, types: string, token?: string, language = 'EN') =>
  AnnouncementList.parse(
    valueOf(
      await api.call('GET', `${contentCalls.announcements.path}?types=${types}&platform=M`, undefined, {
        token,
        headers: { language },
      }),
    ),
  );
const ops = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` },
    ...(payload ? { payload } : {}),
  });

describe('announcements', () => {
  it('answers every requested type in its own list, texts in the asked language', async () => {
    const en = await list(a, 'B,PL,PU,H');
    expect(en.player.length).toBeGreaterThan(0);
    expect(en.hot.length).toBeGreaterThan(0);
    expect(en.banners.map((banner) => banner.groupName)).toContain('m_home');
    expect(en.popup.every((popup) => popup.execution === 'B')).toBe(true);
    expect(en.popup.length).toBeGreaterThan(0);
    expect(en.promotion.every((notice) => notice.promotionId !== null)).toBe(true);
    const pt = await list(a, 'PL', undefined, 'PT');
    expect(pt.player[0]?.title).not.toBe(en.player[0]?.title);
    expect(pt.player.map((n) => n.id)).toEqual(en.player.map((n) => n.id));
    expect((await list(a, 'PL', undefined, 'JP')).player.map((n) => n.title)).toEqual(en.player.map((n) => n.title));
  });

  it('gives banners of one group; m_reg is read as m_register', async () => {
    const reg = AnnouncementList.parse(
      valueOf(await a.call('GET', `${contentCalls.announcements.path}?types=B&groupName=m_reg`)),
    );
    expect(reg.banners.length).toBeGreaterThan(0);
    expect(reg.banners.every((banner) => banner.groupName === 'm_register' && banner.title !== '')).toBe(true);
  });

  it('keeps read state per member and counts the unread in footer.unreadCount', async () => {
    const demo = await tokenOf(a, 'demo', 'Demo1234!', '10.60.0.1');
    const agent = await tokenOf(a, 'agent01', 'Agent1234!', '10.60.0.2');
    const before = await list(a, 'PL', demo);
    const target = before.player[0];
    if (!target) throw new Error('no notice');
    expect(before.footer.unreadCount).toBe(before.player.length);
    const marked = await a.call(
      'POST',
      contentCalls.markAnnouncementRead.path,
      { announcementId: target.id, read: true },
      { token: demo },
    );
    expect(valueOf(marked)).toEqual({ announcementId: target.id, read: true });
    const after = await list(a, 'PL', demo);
    expect(after.player.find((n) => n.id === target.id)?.read).toBe(true);
    expect(after.footer.unreadCount).toBe(before.footer.unreadCount - 1);
    // Marking again changes nothing; another member still has it unread.
    await a.call(
      'POST',
      contentCalls.markAnnouncementRead.path,
      { announcementId: target.id, read: true },
      { token: demo },
    );
    expect((await list(a, 'PL', demo)).footer.unreadCount).toBe(after.footer.unreadCount);
    expect((await list(a, 'PL', agent)).player.find((n) => n.id === target.id)?.read).toBe(false);
  });

  it('refuses mark-as-read without a session, with a bad body, and for another merchant’s notice', async () => {
    expect(
      errorOf(await a.call('POST', contentCalls.markAnnouncementRead.path, { announcementId: 1, read: true })).code,
    ).toBe('NOT_LOGGED_IN');
    const demo = await tokenOf(a, 'demo', 'Demo1234!', '10.60.0.3');
    expect(
      errorOf(
        await a.call(
          'POST',
          contentCalls.markAnnouncementRead.path,
          { announcementId: 'x', read: true },
          { token: demo },
        ),
      ).code,
    ).toBe('BAD_REQUEST');
    const other = (await list(b, 'PL')).player[0];
    if (!other) throw new Error('no notice');
    const response = await a.call(
      'POST',
      contentCalls.markAnnouncementRead.path,
      { announcementId: other.id, read: true },
      { token: demo },
    );
    expect(response.statusCode).toBe(404);
  });

  it('keeps each merchant’s content apart', async () => {
    const ids = (l: AnnouncementList) => [...l.player, ...l.hot].map((n) => n.id).concat(l.banners.map((x) => -x.id));
    const fromA = new Set(ids(await list(a, 'B,PL,H')));
    expect(ids(await list(b, 'B,PL,H')).some((id) => fromA.has(id))).toBe(false);
    expect(
      errorOf(await a.call('GET', `${contentCalls.announcements.path}?types=PL&merchantCode=${brandB.merchantCode}`))
        .code,
    ).toBe('BAD_REQUEST');
  });

  it('gives members group A popups and visitors group B; agent notices only to agents', async () => {
    const demo = await tokenOf(a, 'demo', 'Demo1234!', '10.60.0.4');
    const member = await list(a, 'PU,A', demo);
    expect(member.popup.length).toBeGreaterThan(0);
    expect(member.popup.every((p) => p.execution === 'A')).toBe(true);
    expect(member.player).toEqual([]);
    const agent = await tokenOf(a, 'agent01', 'Agent1234!', '10.60.0.5');
    expect((await list(a, 'A', agent)).player.every((n) => n.type === 'A')).toBe(true);
    expect((await list(a, 'A', agent)).player.length).toBeGreaterThan(0);
  });

  it('adds execution F popups on a member’s first login only', async () => {
    const code = brandB.merchantCode;
    const first = await tokenOf(b, 'newbie', 'Newbie1234!', '10.60.0.6');
    // newbie must change the password before anything else (docs/decisions/0027), in that first session.
    const changed = { oldPassword: 'Newbie1234!', newPassword: 'Newbie5678!', confirmNewPassword: 'Newbie5678!' };
    expect((await b.sealed('POST', accountCalls.changePassword.path, changed, { token: first })).statusCode).toBe(200);
    expect((await list(b, 'PU', first)).popup.map((p) => p.execution)).toContain('F');
    const second = await tokenOf(b, 'newbie', 'Newbie5678!', '10.60.0.7');
    expect((await list(b, 'PU', second)).popup.map((p) => p.execution)).not.toContain('F');
    expect(code).toBeTruthy();
  });

  it('rejects a bad types value with BAD_REQUEST', async () => {
    const response = await a.call('GET', `${contentCalls.announcements.path}?types=X`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).value?.fields?.[0]?.field).toBe('query.types');
  });
});

describe('inbox (MAILCEN)', () => {
  it('lists, reads and deletes the member’s own messages; the unread count follows', async () => {
    const demo = await tokenOf(a, 'demo', 'Demo1234!', '10.61.0.1');
    const page = InboxPage.parse(
      valueOf(await a.call('GET', `${contentCalls.inbox.path}?pageNo=1&pageSize=2`, undefined, { token: demo })),
    );
    expect(page.content).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
    const unread = valueOf<number>(await a.call('GET', contentCalls.inboxUnread.path, undefined, { token: demo }));
    const first = page.content[0];
    if (!first) throw new Error('no message');
    expect(
      valueOf<{ read: boolean }>(await a.call('POST', contentCalls.readInbox.path, { id: first.id }, { token: demo }))
        .read,
    ).toBe(true);
    expect(valueOf<number>(await a.call('GET', contentCalls.inboxUnread.path, undefined, { token: demo }))).toBe(
      unread - 1,
    );
    expect(valueOf(await a.call('POST', contentCalls.deleteInbox.path, { ids: [first.id] }, { token: demo }))).toEqual({
      deleted: 1,
    });
    expect((await a.call('POST', contentCalls.readInbox.path, { id: first.id }, { token: demo })).statusCode).toBe(404);
  });

  it('never shows or touches another merchant’s member’s messages', async () => {
    const demoA = await tokenOf(a, 'demo', 'Demo1234!', '10.61.0.2');
    const demoB = await tokenOf(b, 'demo', 'Demo1234!', '10.61.0.3');
    const pageB = InboxPage.parse(valueOf(await b.call('GET', contentCalls.inbox.path, undefined, { token: demoB })));
    const idB = pageB.content[0]?.id ?? 0;
    const pageA = InboxPage.parse(valueOf(await a.call('GET', contentCalls.inbox.path, undefined, { token: demoA })));
    expect(pageA.content.some((m) => m.id === idB)).toBe(false);
    expect((await a.call('POST', contentCalls.readInbox.path, { id: idB }, { token: demoA })).statusCode).toBe(404);
    expect(valueOf(await a.call('POST', contentCalls.deleteInbox.path, { ids: [idB] }, { token: demoA }))).toEqual({
      deleted: 0,
    });
    // A session may not be used with another merchant's header.
    expect(errorOf(await a.call('GET', contentCalls.inbox.path, undefined, { token: demoB })).code).toBe(
      'NO_PERMISSION',
    );
  });

  it('refuses visitors, trial guests and a merchant with MAILCEN off', async () => {
    expect(errorOf(await a.call('GET', contentCalls.inbox.path)).code).toBe('NOT_LOGGED_IN');
    const trial = valueOf<{ token: string }>(
      await a.call('POST', '/wps/session/login/freeplay', undefined, {
        merchant: brandA.trialMerchantCode,
        ip: '10.61.0.9',
      }),
    );
    expect(
      errorOf(
        await a.call('GET', contentCalls.inboxUnread.path, undefined, {
          token: trial.token,
          merchant: brandA.trialMerchantCode,
        }),
      ).code,
    ).toBe('REAL_ACCOUNT_REQUIRED');
    const demo = await tokenOf(b, 'demo', 'Demo1234!', '10.61.0.4');
    await setFlags(t.db, brandB.merchantCode, { MAILCEN: false });
    expect(errorOf(await b.call('GET', contentCalls.inbox.path, undefined, { token: demo })).code).toBe(
      'NO_PERMISSION',
    );
    await setFlags(t.db, brandB.merchantCode, { MAILCEN: true });
  });
});

describe('chat (CBS3)', () => {
  const launch = (api: AccountsClient, token: string, backUrl = '/m/message') =>
    api.call(
      'GET',
      `${contentCalls.launchChat.path}?b2c=1&language=EN&backUrl=${encodeURIComponent(backUrl)}&headerColor=%230a6ed1&title=Live%20chat&moduleId=CBS3`,
      undefined,
      {
        token,
        headers: { host: 'aurora.localhost:4200' },
      },
    );

  it('counts the greeting as unread, launches a page with a single-use ticket, stores messages and reads them', async () => {
    const demo = await tokenOf(a, 'demo', 'Demo1234!', '10.62.0.1');
    expect(valueOf(await a.call('GET', contentCalls.chatUnread.path, undefined, { token: demo }))).toEqual({
      unReadCount: 1,
    });
    const { chatUrl } = valueOf<{ chatUrl: string }>(await launch(a, demo));
    expect(chatUrl).toMatch(/^http:\/\/aurora\.localhost:4200\/chat\/#ticket=[A-Za-z0-9_-]+$/);
    const ticket = chatUrl.split('#ticket=')[1];
    const opened = await t.app.inject({ method: 'POST', url: '/chat/api/session', payload: { ticket } });
    const session = valueOf<{ token: string; backUrl: string }>(opened);
    expect(session.backUrl).toBe('/m/message');
    expect((await t.app.inject({ method: 'POST', url: '/chat/api/session', payload: { ticket } })).statusCode).toBe(
      401,
    );
    const auth = { authorization: `Chat ${session.token}` };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/chat/api/messages',
          headers: auth,
          payload: { text: 'I need help with a deposit' },
        })
      ).statusCode,
    ).toBe(200);
    const messages = valueOf<{ messages: { sender: string; body: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/chat/api/messages', headers: auth }),
    ).messages;
    expect(messages.map((m) => m.sender)).toEqual(['operator', 'member']);
    expect(valueOf(await a.call('GET', contentCalls.chatUnread.path, undefined, { token: demo }))).toEqual({
      unReadCount: 0,
    });
    expect(
      (
        await ops('POST', callPath(opsCalls.replyChat, { code: brandA.merchantCode }), {
          username: 'demo',
          text: 'We are checking it now.',
        })
      ).statusCode,
    ).toBe(200);
    expect(valueOf(await a.call('GET', contentCalls.chatUnread.path, undefined, { token: demo }))).toEqual({
      unReadCount: 1,
    });
  });

  it('serves the chat page with a strict content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/chat/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('/chat/chat.js');
  });

  it('refuses a back link to another site, a nochat member and a trial guest', async () => {
    const demo = await tokenOf(a, 'demo', 'Demo1234!', '10.62.0.2');
    expect(errorOf(await launch(a, demo, 'https://evil.example/')).code).toBe('BAD_REQUEST');
    expect(errorOf(await launch(a, demo, 'javascript:alert(1)')).code).toBe('BAD_REQUEST');
    await t.db.query(
      `UPDATE members SET labels = '[{"labelName":"nochat"}]'::jsonb WHERE merchant_code = $1 AND username = 'agent01'`,
      [brandA.merchantCode],
    );
    const agent = await tokenOf(a, 'agent01', 'Agent1234!', '10.62.0.3');
    expect(errorOf(await launch(a, agent)).code).toBe('NO_PERMISSION');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/chat/api/messages',
          headers: { authorization: 'Chat not-a-real-token-000000' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('feedback (FEEDBACK3)', () => {
  const send = async (api: AccountsClient, token: string | undefined, body: object) =>
    api.call('PUT', contentCalls.feedback.path, body, { token });

  it('stores feedback with a solved captcha', async () => {
    const demo = await tokenOf(a, 'demo', 'Demo1234!', '10.63.0.1');
    const captcha = await a.solvedCaptcha();
    const response = await send(a, demo, {
      type: 1,
      content: 'My deposit has not arrived after an hour.',
      sender: 'demo',
      ...captcha,
    });
    expect(valueOf<{ id: number }>(response).id).toBeGreaterThan(0);
    const [row] = await t.db.query<{ type: number; sender: string }>(
      'SELECT type, sender FROM feedback WHERE id = $1',
      [valueOf<{ id: number }>(response).id],
    );
    expect(row).toEqual({ type: 1, sender: 'demo' });
  });

  it.each([
    ['no type', { content: 'x'.repeat(25), sender: 'demo' }, 'BAD_REQUEST'],
    ['an unknown type', { type: 5, content: 'x'.repeat(25), sender: 'demo' }, 'BAD_REQUEST'],
    ['19 characters', { type: 1, content: 'x'.repeat(19), sender: 'demo' }, 'BAD_REQUEST'],
    ['201 characters', { type: 1, content: 'x'.repeat(201), sender: 'demo' }, 'BAD_REQUEST'],
    ['no sender (the spec’s field)', { type: 1, content: 'x'.repeat(25) }, 'BAD_REQUEST'],
    ['no captcha', { type: 1, content: 'x'.repeat(25), sender: 'demo' }, 'CAPTCHA_REQUIRED'],
    [
      'a wrong captcha',
      { type: 1, content: 'x'.repeat(25), sender: 'demo', captcha: 'zzzz', captchaId: 'nope' },
      'CAPTCHA_WRONG',
    ],
  ])('refuses %s', async (_name, body, code) => {
    const demo = await tokenOf(a, 'demo', 'Demo1234!', '10.63.0.2');
    const response = await send(a, demo, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
  });

  it('sends visitors to log in', async () => {
    expect(errorOf(await send(a, undefined, { type: 1, content: 'x'.repeat(25) })).code).toBe('NOT_LOGGED_IN');
  });
});

describe('help centre and promotions', () => {
  it('answers the help topics in lang, English when a language has none', async () => {
    const en = valueOf<{ title: string }[]>(
      await a.call('GET', `${contentCalls.helpCenter.path}?lang=EN&device=MOBILE`),
    );
    const ty = valueOf<{ title: string }[]>(
      await a.call('GET', `${contentCalls.helpCenter.path}?lang=TY&device=MOBILE`),
    );
    expect(en.length).toBeGreaterThanOrEqual(5);
    expect(ty).toHaveLength(en.length);
    expect(ty[1]?.title).not.toBe(en[1]?.title);
    expect(
      valueOf<{ title: string }[]>(await a.call('GET', `${contentCalls.helpCenter.path}?lang=FR`)).map((x) => x.title),
    ).toEqual(en.map((x) => x.title));
    expect(errorOf(await a.call('GET', `${contentCalls.helpCenter.path}?lang=<script>`)).code).toBe('BAD_REQUEST');
  });

  it('lists promotions and answers one; another merchant’s id is not found', async () => {
    const { promotions } = valueOf<{ promotions: { id: number; imageUrl: string }[] }>(
      await a.call('GET', contentCalls.merchantPromotions.path),
    );
    const first = promotions[0];
    if (!first) throw new Error('no promotion');
    expect(
      valueOf<{ content: string }>(await a.call('GET', `${contentCalls.promotionDetail.path}?id=${first.id}`)).content,
    ).toContain('<');
    expect((await b.call('GET', `${contentCalls.promotionDetail.path}?id=${first.id}`)).statusCode).toBe(404);
    expect(errorOf(await a.call('GET', `${contentCalls.promotionDetail.path}?id=abc`)).code).toBe('BAD_REQUEST');
    const art = await t.app.inject({ method: 'GET', url: first.imageUrl });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toBe('image/png');
  });
});

describe('operator content', () => {
  it('publishes and withdraws an announcement; needs the operator token', async () => {
    const body = { type: 'PL', language: 'EN', title: 'Operator notice', content: '<p>Hello</p>' };
    const url = callPath(opsCalls.publishAnnouncement, { code: brandA.merchantCode });
    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    const { id } = valueOf<{ id: number }>(await ops('POST', url, body));
    expect((await list(a, 'PL')).player.map((n) => n.id)).toContain(id);
    expect((await list(b, 'PL')).player.map((n) => n.id)).not.toContain(id);
    const withdrawal = callPath(opsCalls.deleteAnnouncement, { code: brandA.merchantCode, id });
    expect(valueOf(await ops('DELETE', withdrawal))).toEqual({ deleted: 1 });
    expect((await list(a, 'PL')).player.map((n) => n.id)).not.toContain(id);
    expect(errorOf(await ops('POST', url, { ...body, type: 'X' })).code).toBe('BAD_REQUEST');
  });
});
