import { whiteLabelFlags, type FlagSet, type WhiteLabelFlag } from '@wl/brand';
import type { EntryContext } from '@wl/session';
import { resolveMenuLinks, sideMenuEntries, type SideMenuInput } from './side-menu-entries';

const flagsOn = Object.fromEntries(whiteLabelFlags.map((f) => [f, true])) as FlagSet;
const entryBase: EntryContext = {
  flags: flagsOn,
  promotions: { MISSION: false, REFERRAL: false },
  loggedIn: false,
  type: undefined,
};

const allOff = { deposit: false, withdraw: false, bettingRecord: false, rewardCenter: false, securityCenter: false };
const allOn = { deposit: true, withdraw: true, bettingRecord: true, rewardCenter: true, securityCenter: true };
const base: SideMenuInput = { loggedIn: false, menu: allOff, links: {}, runningMode: 'browser', entry: entryBase };
const mission = { ...entryBase, promotions: { MISSION: true, REFERRAL: false } };
const ids = (input: Partial<SideMenuInput>) => sideMenuEntries({ ...base, ...input }).map((e) => e.id);

describe('sideMenuEntries', () => {
  it.each<[string, Partial<SideMenuInput>, string[]]>([
    [
      'logged out, everything off: login, register, then the always-visible entries and download',
      {},
      ['login', 'register', 'customerService', 'appDownload', 'invite', 'feedback', 'responsibleGaming', 'help'],
    ],
    [
      'logged in: no login/register',
      { loggedIn: true },
      ['customerService', 'appDownload', 'invite', 'feedback', 'responsibleGaming', 'help'],
    ],
    [
      'every menu switch on',
      { loggedIn: true, menu: allOn },
      [
        'deposit',
        'withdraw',
        'bettingRecord',
        'rewardCenter',
        'customerService',
        'appDownload',
        'invite',
        'feedback',
        'securityCenter',
        'responsibleGaming',
        'help',
      ],
    ],
    [
      'only the withdraw switch on',
      { loggedIn: true, menu: { ...allOff, withdraw: true } },
      ['withdraw', 'customerService', 'appDownload', 'invite', 'feedback', 'responsibleGaming', 'help'],
    ],
    [
      'MISSION promotion on',
      { loggedIn: true, entry: mission },
      ['mission', 'customerService', 'appDownload', 'invite', 'feedback', 'responsibleGaming', 'help'],
    ],
    [
      'native app: no download',
      { loggedIn: true, runningMode: 'native' },
      ['customerService', 'invite', 'feedback', 'responsibleGaming', 'help'],
    ],
    [
      'installed web app: no download',
      { loggedIn: true, runningMode: 'standalone' },
      ['customerService', 'invite', 'feedback', 'responsibleGaming', 'help'],
    ],
    [
      'home-screen clip: no download',
      { loggedIn: true, runningMode: 'webclip' },
      ['customerService', 'invite', 'feedback', 'responsibleGaming', 'help'],
    ],
    [
      'configured links show',
      {
        loggedIn: true,
        links: {
          messagingService: 'https://t.me/svc',
          messagingApp: 'https://t.me/app',
          socialNetwork: 'https://fb.test/x',
        },
      },
      [
        'customerService',
        'appDownload',
        'invite',
        'feedback',
        'messagingService',
        'messagingApp',
        'socialNetwork',
        'responsibleGaming',
        'help',
      ],
    ],
    [
      'one link configured',
      { loggedIn: true, links: { socialNetwork: 'https://fb.test/x' } },
      ['customerService', 'appDownload', 'invite', 'feedback', 'socialNetwork', 'responsibleGaming', 'help'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(ids(input)).toEqual(expected);
  });

  it('points entries at the spec routes', () => {
    const entries = sideMenuEntries({ ...base, menu: allOn, entry: mission });
    const targets = Object.fromEntries(entries.map((e) => [e.id, e.kind === 'route' ? e.to : e.kind]));
    expect(targets).toMatchObject({
      deposit: '/m/voucherCenter',
      withdraw: '/m/withdraw',
      bettingRecord: '/m/gameRecord',
      rewardCenter: '/m/rewardCenter',
      securityCenter: '/m/securityCenter',
      help: '/m/help',
      responsibleGaming: '/m/responsibleGaming',
      feedback: '/m/feedback',
      invite: 'action',
      customerService: 'action',
      appDownload: 'action',
    });
  });
});

describe('invite entry', () => {
  it('always shows and runs the affiliate action (agent modal, invite friends or coming soon)', () => {
    for (const loggedIn of [false, true]) {
      expect(sideMenuEntries({ ...base, loggedIn }).find((e) => e.id === 'invite')).toEqual({
        id: 'invite',
        labelKey: 'nav.invite',
        kind: 'action',
        action: 'affiliate',
      });
    }
  });
});

describe('resolveMenuLinks', () => {
  it.each<
    [
      string,
      Parameters<typeof resolveMenuLinks>[0],
      { resourceType: string; url: string }[],
      ReturnType<typeof resolveMenuLinks>,
    ]
  >([
    ['nothing configured', {}, [], { messagingService: undefined, messagingApp: undefined, socialNetwork: undefined }],
    [
      'brand links',
      {
        messagingApp: 'https://t.me/brand',
        socialNetwork: 'https://fb.test/brand',
        messagingService: 'https://t.me/svc',
      },
      [],
      {
        messagingService: 'https://t.me/svc',
        messagingApp: 'https://t.me/brand',
        socialNetwork: 'https://fb.test/brand',
      },
    ],
    [
      'platform resources win',
      { messagingApp: 'https://t.me/brand' },
      [
        { resourceType: 'TELEGRAM', url: 'https://t.me/platform' },
        { resourceType: 'FACEBOOK', url: 'https://fb.test/platform' },
      ],
      { messagingService: undefined, messagingApp: 'https://t.me/platform', socialNetwork: 'https://fb.test/platform' },
    ],
    [
      'unsafe URLs are dropped',
      { messagingService: 'javascript:alert(1)' },
      [{ resourceType: 'TELEGRAM', url: 'data:text/html,x' }],
      { messagingService: undefined, messagingApp: undefined, socialNetwork: undefined },
    ],
  ])('%s', (_name, brandLinks, resources, expected) => {
    expect(resolveMenuLinks(brandLinks, resources)).toEqual(expected);
  });
});

describe('side menu: the entry rule of every flag', () => {
  const everything = [
    'deposit',
    'withdraw',
    'bettingRecord',
    'rewardCenter',
    'customerService',
    'appDownload',
    'invite',
    'feedback',
    'securityCenter',
    'responsibleGaming',
    'help',
  ];
  it.each<[WhiteLabelFlag, string[]]>([
    ['REWCEN3', ['rewardCenter']],
    ['FEEDBACK3', ['feedback']],
    ['TRANSBETREPMEM3', ['bettingRecord']],
    ['MAILCEN', []],
    ['CBS3', []],
  ])('%s off hides %j', (flag, hidden) => {
    const entry = { ...entryBase, loggedIn: true, type: 0, flags: { ...flagsOn, [flag]: false } };
    const ids = sideMenuEntries({ ...base, loggedIn: true, menu: allOn, entry }).map((e) => e.id);
    expect(ids).toEqual(everything.filter((id) => !hidden.includes(id)));
  });

  it('REWCEN3 and FEEDBACK3 off together: neither reward center nor feedback', () => {
    const entry = { ...entryBase, flags: { ...flagsOn, REWCEN3: false, FEEDBACK3: false } };
    const ids = sideMenuEntries({ ...base, menu: allOn, entry }).map((e) => e.id);
    expect(ids).not.toContain('rewardCenter');
    expect(ids).not.toContain('feedback');
  });
});
