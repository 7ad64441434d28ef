import {
  backTarget,
  canonicalPath,
  headerLeft,
  isHomeFamily,
  isSwipeBack,
  normalisePath,
  showsDownloadButton,
  showsFooterMenu,
  showsHeader,
  showsTopBanner,
  transitionFor,
  type BackTarget,
  type HeaderLeft,
} from './rules';

// The spec's lists, word for word (visitor-session-games §2 "Layout rules").
const homePaths = ['/', '/m/', '/m/home', '/m/index', '/m/index.html', '/m/games'];
const homeFamily = ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html', '/m/games', '/m/task'];
const headerHiddenOn = [
  'login',
  'register',
  'message',
  'app',
  'lottery',
  'forget',
  'changePsw',
  'member/home',
  'agent',
  'mine',
];
const footerHiddenOn = [
  'login',
  'register',
  'slotsCenter',
  'gameList',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'agent',
  'help',
];
const arrowToHome = ['login', 'trail', 'activity', 'forget'];
const otherPages = [
  'activity',
  'notice',
  'set',
  'help',
  'gameList',
  'voucherCenter',
  'withdraw',
  'feedback',
  'live',
  'agent/team/overview',
];

describe('normalisePath / canonicalPath', () => {
  it.each([
    ['/m/', '/m'],
    ['/m/home/', '/m/home'],
    ['', '/'],
    ['/', '/'],
    ['/m/help?i=2', '/m/help'],
    ['/m/gameList#top', '/m/gameList'],
  ])('normalisePath(%j) = %j', (path, expected) => expect(normalisePath(path)).toBe(expected));

  it.each([
    ['/m/register.html', '/m/register'],
    ['/m/messages', '/m/message'],
    ['/m/member/home', '/m/mine'],
    ['/m/mine/', '/m/mine'],
  ])('canonicalPath(%j) = %j', (path, expected) => expect(canonicalPath(path)).toBe(expected));
});

describe('top banner shows only on home paths', () => {
  it.each(homePaths.map((p) => [p, true] as const))('%s → %s', (path, expected) => {
    expect(showsTopBanner(path)).toBe(expected);
  });
  it.each(['/m/task', '/m/login', '/m/activity', '/m/gameList', '/m/mine'].map((p) => [p, false] as const))(
    '%s → %s',
    (path, expected) => expect(showsTopBanner(path)).toBe(expected),
  );
});

describe('home family', () => {
  it.each(homeFamily.map((p) => [p, true] as const))('%s → %s', (path, expected) =>
    expect(isHomeFamily(path)).toBe(expected),
  );
  it.each(['/m/login', '/m/homepage', '/m/gameList', '/home'].map((p) => [p, false] as const))(
    '%s → %s',
    (path, expected) => expect(isHomeFamily(path)).toBe(expected),
  );
});

describe('header shows on every page except the listed ones', () => {
  it.each(headerHiddenOn.map((p) => [`/m/${p}`, false] as const))('%s → %s', (path, expected) => {
    expect(showsHeader(path)).toBe(expected);
  });
  it.each<readonly [string, boolean]>([
    ['/m/register.html', false],
    ['/m/messages', false],
    ['/', true],
    ['/m/home', true],
    ['/m/trail', true],
    ...otherPages.map((p) => [`/m/${p}`, true] as const),
  ])('%s → %s', (path, expected) => expect(showsHeader(path)).toBe(expected));
});

describe('header left: logo on the home family, back arrow elsewhere except /m/changePsw', () => {
  it.each<[string, HeaderLeft]>([
    ...homeFamily.map((p) => [p, 'logo'] as [string, HeaderLeft]),
    ['/m/changePsw', 'none'],
    ['/m/startLottery', 'none'],
    ['/m/login', 'back'],
    ['/m/trail', 'back'],
    ...otherPages.map((p) => [`/m/${p}`, 'back'] as [string, HeaderLeft]),
  ])('%s → %s', (path, expected) => expect(headerLeft(path)).toBe(expected));
});

describe('back target', () => {
  it.each<[string, BackTarget]>([
    ...arrowToHome.map((p) => [`/m/${p}`, '/m/home'] as [string, BackTarget]),
    ['/m/register', '/'],
    ['/m/register.html', '/'],
    ['/m/changePsw', '/m/home'],
    ['/m/mine', '/m/home'],
    ['/m/member/home', '/m/home'],
    ['/m/message', '/m/home'],
    ['/m/notice', 'history'],
    ['/m/help', 'history'],
    ['/m/gameList', 'history'],
    ['/m/withdraw', 'history'],
    ['/m/agent/team/pnl', 'history'],
  ])('%s → %s', (path, expected) => expect(backTarget(path)).toBe(expected));
});

describe('footer menu hidden on the listed pages', () => {
  it.each(footerHiddenOn.map((p) => [`/m/${p}`, false] as const))('%s → %s', (path, expected) => {
    expect(showsFooterMenu(path)).toBe(expected);
  });
  it.each([
    ['/m/register.html', false],
    ['/', true],
    ['/m/home', true],
    ['/m/activity', true],
    ['/m/voucherCenter', true],
    ['/m/mine', true],
    ['/m/message', true],
    ['/m/live', true],
  ])('%s → %s', (path, expected) => expect(showsFooterMenu(path)).toBe(expected));
});

describe('the lottery play page is full screen: its own bar and corner hot-spot, no site header or footer menu', () => {
  it.each([
    '/m/lotto-h5/AURORA01/trad/games/VN_MB',
    '/m/lotto-h5/RIO01/ent/games/ELOTT_FAST3?prize_mode=Elott&pageBack=1',
  ])('%s', (path) => {
    expect(showsHeader(path)).toBe(false);
    expect(showsFooterMenu(path)).toBe(false);
  });
  it('/m/startLottery keeps the header (without back button) and the footer menu', () => {
    expect(showsHeader('/m/startLottery')).toBe(true);
    expect(headerLeft('/m/startLottery')).toBe('none');
    expect(showsFooterMenu('/m/startLottery')).toBe(true);
  });
});

describe('home download button', () => {
  it.each([
    ['/m/home', false, true, true],
    ['/', false, true, true],
    ['/m/home', true, true, false],
    ['/m/home', false, false, false],
    ['/m/activity', false, true, false],
    ['/m/task', false, true, false],
  ])('%s installed=%s link=%s → %s', (path, installed, hasDownloadLink, expected) => {
    expect(showsDownloadButton({ path, installed, hasDownloadLink })).toBe(expected);
  });
});

describe('page transitions: 300 ms fade, none for a swipe-back from the left edge over 100 px', () => {
  it.each([
    [5, 150, true],
    [0, 101, true],
    [5, 100, false],
    [5, 60, false],
    [200, 150, false],
    [5, -150, false],
    [31, 150, false],
  ])('isSwipeBack(startX %s, deltaX %s) = %s', (startX, deltaX, expected) => {
    expect(isSwipeBack(startX, deltaX)).toBe(expected);
  });

  it.each([
    [false, false, { name: 'fade', durationMs: 300 }],
    [true, false, { name: 'none', durationMs: 0 }],
    [false, true, { name: 'none', durationMs: 0 }],
    [true, true, { name: 'none', durationMs: 0 }],
  ])('swipeBack %s, landing %s → %j', (swipeBack, landing, expected) =>
    expect(transitionFor({ swipeBack, landing })).toEqual(expected),
  );
});
