import type { DownloadLink } from '@wl/api-client/contract/system-status';
import type { RunningMode } from '@wl/session';
import { userAgents as ua } from '@wl/api-client/contract/user-agents';
import {
  deviceType,
  downloadOptions,
  isIosSafari,
  parseIosVersion,
  type Device,
  type DownloadLinks,
} from '@wl/api-client/contract/download-offer';
import { APP_RATING, downloadLinks, installTip, isLegacyIos } from './rules';

describe('deviceType from real user agents', () => {
  it.each<[string, string, number, Device]>([
    ['iPhone Safari', ua.iphoneIos17Safari, 5, 'ios'],
    ['iPad iOS 9', ua.ipadIos935Safari, 5, 'ios'],
    ['iPad in desktop mode (touch)', ua.ipadDesktopMode, 5, 'ios'],
    ['Mac Safari (no touch)', ua.desktopSafari, 0, 'other'],
    ['iPhone Chrome', ua.iphoneChrome, 5, 'ios'],
    ['Android Chrome', ua.androidChrome, 5, 'android'],
    ['Samsung Internet', ua.androidSamsung, 5, 'android'],
    ['Windows Phone pretending to be iPhone and Android', ua.windowsPhone, 5, 'other'],
    ['desktop Chrome', ua.desktopChrome, 0, 'other'],
  ])('%s', (_name, userAgent, maxTouchPoints, expected) => {
    expect(deviceType({ userAgent, maxTouchPoints })).toBe(expected);
  });
});

describe('parseIosVersion', () => {
  it.each([
    [ua.iphoneIos17Safari, { major: 17, minor: 5, patch: 0 }],
    [ua.iphoneIos1221Safari, { major: 12, minor: 2, patch: 0 }],
    [ua.iphoneIos1214Safari, { major: 12, minor: 1, patch: 4 }],
    [ua.iphoneIos113Safari, { major: 11, minor: 3, patch: 0 }],
    [ua.iphoneIos1033Safari, { major: 10, minor: 3, patch: 3 }],
    [ua.ipadIos935Safari, { major: 9, minor: 3, patch: 5 }],
    [ua.iphoneFacebookApp, { major: 17, minor: 4, patch: 1 }],
    [ua.ipadDesktopMode, null],
    [ua.androidChrome, null],
    [ua.windowsPhone, null],
    [ua.desktopChrome, null],
    ['', null],
  ])('%s', (userAgent, expected) => {
    expect(parseIosVersion(userAgent)).toEqual(expected);
  });
});

describe('isLegacyIos: iOS 11 or lower, or 12.0 to 12.1', () => {
  it.each([
    [ua.ipadIos935Safari, true],
    [ua.iphoneIos1033Safari, true],
    [ua.iphoneIos112Safari, true],
    [ua.iphoneIos113Safari, true],
    [ua.iphoneIos120Safari, true],
    [ua.iphoneIos1214Safari, true],
    [ua.iphoneIos1221Safari, false],
    [ua.iphoneIos17Safari, false],
    [ua.androidChrome, false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isLegacyIos(parseIosVersion(userAgent))).toBe(expected);
  });
});

describe('isIosSafari: only Safari on iOS can add to the home screen', () => {
  it.each([
    ['iPhone Safari', ua.iphoneIos17Safari, 5, true],
    ['old iPad Safari', ua.ipadIos935Safari, 5, true],
    ['iPad desktop mode', ua.ipadDesktopMode, 5, true],
    ['Chrome on iOS', ua.iphoneChrome, 5, false],
    ['Firefox on iOS', ua.iphoneFirefox, 5, false],
    ['Facebook in-app view', ua.iphoneFacebookApp, 5, false],
    ['home-screen clip (no Safari token)', ua.iphoneHomeScreenClip, 5, false],
    ['Mac Safari', ua.desktopSafari, 0, false],
    ['Android Chrome', ua.androidChrome, 5, false],
  ])('%s → %s', (_name, userAgent, maxTouchPoints, expected) => {
    expect(isIosSafari(userAgent, deviceType({ userAgent, maxTouchPoints }))).toBe(expected);
  });
});

const res = (resourceType: DownloadLink['resourceType'], url: string): DownloadLink => ({
  resourceType,
  url,
  labelNameEn: '',
});

describe('downloadLinks: status resources, falling back to brand links', () => {
  it.each([
    { name: 'nothing configured', resources: [], brand: {}, expected: {} },
    {
      name: 'status resources',
      resources: [
        res('Android', 'https://dl.example/app.apk'),
        res('IOS', 'https://apps.example/ios'),
        res('MOBILECONFIG', 'https://dl.example/p.mobileconfig'),
      ],
      brand: {},
      expected: {
        android: 'https://dl.example/app.apk',
        ios: 'https://apps.example/ios',
        iosProfile: 'https://dl.example/p.mobileconfig',
      },
    },
    {
      name: 'brand fallback when the status lacks a kind',
      resources: [res('Android', 'https://dl.example/live.apk')],
      brand: { android: 'https://brand.example/a.apk', ios: 'https://brand.example/ios' },
      expected: { android: 'https://dl.example/live.apk', ios: 'https://brand.example/ios' },
    },
    {
      name: 'unsafe resource ignored',
      resources: [res('IOS', 'javascript:alert(1)')],
      brand: { ios: 'https://brand.example/ios' },
      expected: { ios: 'https://brand.example/ios' },
    },
    {
      name: 'other resource kinds ignored',
      resources: [res('TASK', 'https://task.example/'), res('TELEGRAM', 'https://t.me/x')],
      brand: {},
      expected: {},
    },
  ])('$name', ({ resources, brand, expected }) => {
    expect(downloadLinks(resources, brand)).toEqual(expected);
  });
});

describe('downloadOptions: what the popup offers by device, browser, running mode and links', () => {
  const all: DownloadLinks = {
    android: 'https://a.example/app.apk',
    ios: 'https://a.example/ios',
    iosProfile: 'https://a.example/p.mobileconfig',
  };
  it.each<{
    name: string;
    device: Device;
    isSafari: boolean;
    runningMode: RunningMode;
    links: DownloadLinks;
    kinds: string[];
  }>([
    {
      name: 'iOS Safari in a tab: shortcut, profile, app',
      device: 'ios',
      isSafari: true,
      runningMode: 'browser',
      links: all,
      kinds: ['homeScreen', 'iosProfile', 'ios'],
    },
    {
      name: 'iOS Safari, no links: shortcut only',
      device: 'ios',
      isSafari: true,
      runningMode: 'browser',
      links: {},
      kinds: ['homeScreen'],
    },
    {
      name: 'iOS Chrome: no shortcut',
      device: 'ios',
      isSafari: false,
      runningMode: 'browser',
      links: all,
      kinds: ['iosProfile', 'ios'],
    },
    {
      name: 'iOS home-screen clip: no shortcut (already standalone)',
      device: 'ios',
      isSafari: true,
      runningMode: 'webclip',
      links: all,
      kinds: ['iosProfile', 'ios'],
    },
    {
      name: 'iOS installed web app: no shortcut',
      device: 'ios',
      isSafari: true,
      runningMode: 'standalone',
      links: { ios: all.ios },
      kinds: ['ios'],
    },
    {
      name: 'iOS never gets the Android link',
      device: 'ios',
      isSafari: false,
      runningMode: 'browser',
      links: { android: all.android },
      kinds: [],
    },
    {
      name: 'Android: Android link only',
      device: 'android',
      isSafari: false,
      runningMode: 'browser',
      links: all,
      kinds: ['android'],
    },
    {
      name: 'Android without a link: nothing',
      device: 'android',
      isSafari: false,
      runningMode: 'browser',
      links: { ios: all.ios },
      kinds: [],
    },
    {
      name: 'desktop: both store links',
      device: 'other',
      isSafari: false,
      runningMode: 'browser',
      links: all,
      kinds: ['android', 'ios'],
    },
    {
      name: 'inside the native app: nothing',
      device: 'android',
      isSafari: false,
      runningMode: 'native',
      links: all,
      kinds: [],
    },
  ])('$name', ({ device, isSafari, runningMode, links, kinds }) => {
    expect(downloadOptions({ device, isSafari, runningMode, links }).map((o) => o.kind)).toEqual(kinds);
  });

  it.each<{ name: string; device: Device; runningMode: RunningMode; canInstall: boolean; kinds: string[] }>([
    {
      name: 'Android Chrome offering install: install first, then the app',
      device: 'android',
      runningMode: 'browser',
      canInstall: true,
      kinds: ['install', 'android'],
    },
    {
      name: 'desktop Chrome offering install',
      device: 'other',
      runningMode: 'browser',
      canInstall: true,
      kinds: ['install', 'android', 'ios'],
    },
    {
      name: 'already installed: no install button',
      device: 'android',
      runningMode: 'standalone',
      canInstall: true,
      kinds: ['android'],
    },
    {
      name: 'native app: nothing, even with an install offer',
      device: 'android',
      runningMode: 'native',
      canInstall: true,
      kinds: [],
    },
    {
      name: 'no install offer from the browser',
      device: 'android',
      runningMode: 'browser',
      canInstall: false,
      kinds: ['android'],
    },
  ])('beforeinstallprompt: $name', ({ device, runningMode, canInstall, kinds }) => {
    expect(
      downloadOptions({ device, isSafari: false, runningMode, links: all, canInstall }).map((o) => o.kind),
    ).toEqual(kinds);
  });

  it('carries each link URL', () => {
    expect(downloadOptions({ device: 'ios', isSafari: false, runningMode: 'browser', links: all })).toEqual([
      { kind: 'iosProfile', url: all.iosProfile },
      { kind: 'ios', url: all.ios },
    ]);
  });
});

describe('installTip: type 1 = download profile (iOS), type 2 = add to home screen', () => {
  it.each([
    ['iosProfile', 1],
    ['homeScreen', 2],
    ['ios', null],
    ['android', null],
    ['install', null],
  ] as const)('%s → %s', (kind, tip) => {
    expect(installTip(kind)).toBe(tip);
  });
});

it('the app rating text is 5.0', () => {
  expect(APP_RATING).toBe('5.0');
});
