import type { Announcement, PopupAnnouncement } from '@wl/api-client/contract/announcement-calls';
import { bannersPlay, bannerTarget, loops, showableBanners } from './banners/banner-rules';
import { asksChatUnread, chatVisible, safeChatUrl } from './chat/rules';
import { canSubmitFeedback, checkFeedback, feedbackCounter } from './feedback/feedback-rules';
import { unreadBadge, unreadTotal } from './message-centre/unread-rules';
import { afterClose, popupPairs, readPopupState, shouldShowPopups } from './notice/popup-rules';
import {
  MARQUEE_HOLD_SECONDS,
  NO_ANNOUNCEMENT_ID,
  marqueeText,
  marqueeTiming,
  noticeEntries,
  noticeTypesOf,
  unreadNotices,
  withRead,
} from './notice/rules';
import { promotionIdOf } from './promotions/promotion-queries';

const popup = (
  id: number,
  title: string,
  content = `<p>${title}</p>`,
  execution: PopupAnnouncement['execution'] = 'A',
): PopupAnnouncement => ({
  id,
  title,
  content,
  execution,
  promotionType: null,
});
const notice = (id: number, read: boolean, content = `<p>Notice ${id}</p>`): Announcement => ({
  id,
  type: 'PL',
  title: `Notice ${id}`,
  content,
  read,
  publishedAt: 0,
  promotionId: null,
});

describe('popup re-show rule: shown again only when the title/content pairs differ from what was stored', () => {
  const list = [popup(1, 'Bonus'), popup(2, 'Safety')];
  it.each<[string, PopupAnnouncement[], ReturnType<typeof readPopupState>, boolean]>([
    ['nothing stored: shown', list, null, true],
    ['closed with the same pairs: not shown', list, { pairs: popupPairs(list), show: false }, false],
    [
      'closed, then a title changed: shown',
      [popup(1, 'Bonus 2'), popup(2, 'Safety')],
      { pairs: popupPairs(list), show: false },
      true,
    ],
    [
      'closed, then a content changed: shown',
      [popup(1, 'Bonus', '<p>new</p>'), popup(2, 'Safety')],
      { pairs: popupPairs(list), show: false },
      true,
    ],
    ['closed, then one more popup: shown', [...list, popup(3, 'New')], { pairs: popupPairs(list), show: false }, true],
    ['stored show=true: shown', list, { pairs: popupPairs(list), show: true }, true],
    ['no popups: not shown', [], null, false],
  ])('%s', (_name, popups, stored, shown) => {
    expect(shouldShowPopups(popups, stored)).toBe(shown);
  });

  it('ids alone do not count: the same texts under new ids stay closed', () => {
    expect(shouldShowPopups([popup(7, 'Bonus'), popup(8, 'Safety')], { pairs: popupPairs(list), show: false })).toBe(
      false,
    );
  });

  it.each([null, '', 'not json', '{"show":false}', '{"pairs":1,"show":false}'])(
    'a corrupt stored value %j counts as nothing stored',
    (raw) => {
      expect(readPopupState(raw)).toBeNull();
    },
  );

  it('forced reading (first-login popups) moves to the next slide until the last', () => {
    const forced = [popup(1, 'A', '', 'F'), popup(2, 'B', '', 'F'), popup(3, 'C', '', 'F')];
    expect(afterClose(forced, 0)).toBe(1);
    expect(afterClose(forced, 1)).toBe(2);
    expect(afterClose(forced, 2)).toBeNull();
    expect(afterClose(list, 0)).toBeNull();
  });
});

describe('unread total and the 99+ badge', () => {
  it.each([
    [{ announcements: 0, chat: 0, inbox: 0 }, 0, null],
    [{ announcements: 2, chat: 1, inbox: 3 }, 6, '6'],
    [{ announcements: 50, chat: 49, inbox: 0 }, 99, '99'],
    [{ announcements: 50, chat: 49, inbox: 1 }, 100, '99+'],
    [{ announcements: -3, chat: Number.NaN, inbox: 4 }, 4, '4'],
  ])('%j → %i (%s)', (counts, total, badge) => {
    expect(unreadTotal(counts)).toBe(total);
    expect(unreadBadge(total)).toBe(badge);
  });
});

describe('chat visibility: CBS3 on, not type 4, no nochat label', () => {
  it.each([
    [{ cbs3: false, loggedIn: true, type: 0, labels: [] }, false],
    [{ cbs3: true, loggedIn: true, type: 0, labels: [] }, true],
    [{ cbs3: true, loggedIn: true, type: 1, labels: [{ labelName: 'vip' }] }, true],
    [{ cbs3: true, loggedIn: true, type: 4, labels: [] }, false],
    [{ cbs3: true, loggedIn: true, type: 2, labels: [{ labelName: 'nochat' }] }, false],
    [{ cbs3: true, loggedIn: false, type: undefined, labels: [] }, true],
    [{ cbs3: false, loggedIn: false, type: undefined, labels: [] }, false],
  ])('%j → %s', (input, visible) => {
    expect(chatVisible(input)).toBe(visible);
  });

  it.each([
    [true, 0, true],
    [true, 2, true],
    [true, 4, false],
    [true, 40, false],
    [false, 0, false],
    [true, undefined, false],
  ])('chat unread asked: CBS3 %s, type %s → %s', (cbs3, type, asked) => {
    expect(asksChatUnread(cbs3, type)).toBe(asked);
  });

  it.each([
    ['https://site.test/chat/#ticket=abc', 'https://site.test/chat/#ticket=abc'],
    ['javascript:alert(1)', null],
    ['/chat/', null],
  ])('chat address %s → %s', (url, expected) => {
    expect(safeChatUrl(url)).toBe(expected);
  });
});

describe('feedback form', () => {
  it.each([
    ['', 0, false],
    ['x'.repeat(19), 19, false],
    ['x'.repeat(20), 20, true],
    [`  ${'y'.repeat(20)}  `, 20, true],
  ])('%j: counter %i, submit enabled %s', (content, count, enabled) => {
    expect(feedbackCounter(content)).toBe(count);
    expect(canSubmitFeedback(content)).toBe(enabled);
  });

  it('requires a type (the initial -1 is none) and a captcha', () => {
    expect(checkFeedback({ type: -1, content: 'x'.repeat(20), captcha: '' })).toEqual([
      'typeRequired',
      'captchaRequired',
    ]);
  });
});

describe('notices', () => {
  it('the list with no data holds one placeholder entry with id -1', () => {
    expect(noticeEntries([])).toEqual([{ id: NO_ANNOUNCEMENT_ID, placeholder: true }]);
    expect(noticeEntries([notice(3, false)]).map((n) => n.id)).toEqual([3]);
  });

  it('the marquee shows contents with HTML tags escaped, or nothing', () => {
    expect(
      marqueeText([notice(1, false, '<p>Hello <b>there</b></p>'), notice(2, true, '<script>x()</script>Bye')]),
    ).toBe('Hello there   •   Bye');
    expect(marqueeText([])).toBeNull();
  });

  it('mark-as-read sets the flag locally; visitors count no unread', () => {
    const list = [notice(1, false), notice(2, false)];
    expect(withRead(list, 2).map((n) => n.read)).toEqual([false, true]);
    expect(unreadNotices(withRead(list, 2), true)).toBe(1);
    expect(unreadNotices(list, false)).toBe(0);
  });

  it.each([
    ['?types=A', 'A'],
    ['?types=a', 'A'],
    ['', 'PL'],
    ['?types=PL', 'PL'],
  ])('%s → %s', (search, types) => {
    expect(noticeTypesOf(search)).toBe(types);
  });
});

describe('marquee timing: about 60 px a second, the text held where it starts first', () => {
  it.each<[string, string, number, number, number]>([
    ['a short notice: the first move and the rounds at their floors', 'Hi', 3, 2, 8],
    ['60 characters: 7 s out, 13 s a round', 'x'.repeat(60), 3, 7, 13],
    ['300 characters: 35 s out, 41 s a round', 'x'.repeat(300), 3, 35, 41],
  ])('%s', (_name, text, hold, intro, round) => {
    expect(marqueeTiming(text)).toEqual({ holdSeconds: hold, introSeconds: intro, roundSeconds: round });
  });

  it('holds every text for the same time', () => {
    expect(marqueeTiming('a').holdSeconds).toBe(MARQUEE_HOLD_SECONDS);
    expect(marqueeTiming('a'.repeat(500)).holdSeconds).toBe(MARQUEE_HOLD_SECONDS);
  });
});

describe('promotion id from the query', () => {
  it.each([
    ['?id=12', 12],
    ['', null],
    ['?id=0', null],
    ['?id=x', null],
    ['?id=1e3', null],
  ])('%s → %s', (search, id) => {
    expect(promotionIdOf(search)).toBe(id);
  });
});

describe('banners', () => {
  it.each<[string | null, ReturnType<typeof bannerTarget>]>([
    ['/m/activity?id=3', { kind: 'route', to: '/m/activity?id=3' }],
    ['/m/register', { kind: 'route', to: '/m/register' }],
    ['https://partner.example/x', { kind: 'external', url: 'https://partner.example/x' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['//evil.example', { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('linkage %s', (linkage, target) => {
    expect(bannerTarget(linkage)).toEqual(target);
  });

  it('shows only banners with a usable picture', () => {
    const base = { groupName: 'm_home', linkage: null, title: '' };
    expect(
      showableBanners([
        { ...base, id: 1, url: '/media/art/a/welcome.svg' },
        { ...base, id: 2, url: 'javascript:x' },
        { ...base, id: 3, url: 'https://cdn.example/b.png' },
      ]).map((b) => b.id),
    ).toEqual([1, 3]);
  });

  it('home banners loop only when there is more than one', () => {
    expect([0, 1, 2, 5].map(loops)).toEqual([false, false, true, true]);
  });

  const playing = { count: 3, held: false, reducedMotion: false, inView: true };
  it.each<[string, Partial<Parameters<typeof bannersPlay>[0]>, boolean]>([
    ['several banners on the screen', {}, true],
    ['a single banner', { count: 1 }, false],
    ['held by the pointer or the focus', { held: true }, false],
    ['reduced motion asked for', { reducedMotion: true }, false],
    ['scrolled out of view', { inView: false }, false],
  ])('home banners play by themselves: %s', (_, change, plays) => {
    expect(bannersPlay({ ...playing, ...change })).toBe(plays);
  });
});
