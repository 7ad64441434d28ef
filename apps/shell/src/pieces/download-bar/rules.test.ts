import type { RunningMode } from '@wl/session';
import {
  downloadBarVisible,
  forcesDismissal,
  isDismissed,
  parseIosVersion,
  type DownloadBarInput,
} from '@wl/api-client/contract/download-offer';
import { userAgents as ua } from '@wl/api-client/contract/user-agents';

describe('isDismissed: the stored hideDownloadBar value', () => {
  it.each([
    [null, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', true],
    ['true', true],
    ['yes', true],
  ])('%j → %s', (stored, expected) => {
    expect(isDismissed(stored)).toBe(expected);
  });
});

describe('downloadBarVisible on iOS: from 11.3 on (web apps); an unknown version counts as supporting them', () => {
  it.each([
    [ua.iphoneIos17Safari, true],
    [ua.iphoneIos1214Safari, true],
    [ua.iphoneIos113Safari, true],
    [ua.iphoneIos112Safari, false],
    [ua.iphoneIos1033Safari, false],
    [ua.ipadIos935Safari, false],
    [ua.androidChrome, true],
  ])('%s → %s', (userAgent, expected) => {
    const visible = downloadBarVisible({
      dismissed: false,
      runningMode: 'browser',
      device: 'ios',
      iosVersion: parseIosVersion(userAgent),
      hasIosLink: true,
      hasOptions: true,
      requireLogin: false,
      loggedIn: false,
    });
    expect(visible).toBe(expected);
  });
});

describe('forcesDismissal: only as an installed web app', () => {
  it.each<[RunningMode, boolean]>([
    ['standalone', true],
    ['browser', false],
    ['webclip', false],
    ['native', false],
  ])('%s → %s', (mode, expected) => {
    expect(forcesDismissal(mode)).toBe(expected);
  });
});

describe('downloadBarVisible', () => {
  const base: DownloadBarInput = {
    dismissed: false,
    runningMode: 'browser',
    device: 'android',
    iosVersion: null,
    hasIosLink: false,
    hasOptions: true,
    requireLogin: false,
    loggedIn: false,
  };
  const ios17 = parseIosVersion(ua.iphoneIos17Safari);
  const ios112 = parseIosVersion(ua.iphoneIos112Safari);
  it.each<[string, Partial<DownloadBarInput>, boolean]>([
    ['shown by default', {}, true],
    ['hidden once dismissed', { dismissed: true }, false],
    ['hidden as an installed web app', { runningMode: 'standalone' }, false],
    ['hidden inside the native app', { runningMode: 'native' }, false],
    [
      'home-screen clip without an iOS link: hidden',
      { runningMode: 'webclip', device: 'ios', iosVersion: ios17, hasIosLink: false },
      false,
    ],
    [
      'home-screen clip with an iOS link: shown',
      { runningMode: 'webclip', device: 'ios', iosVersion: ios17, hasIosLink: true },
      true,
    ],
    ['iOS 17 Safari: shown', { device: 'ios', iosVersion: ios17 }, true],
    ['iOS 11.2 (no web apps): hidden', { device: 'ios', iosVersion: ios112, hasIosLink: true }, false],
    ['login required, visitor: hidden', { requireLogin: true, loggedIn: false }, false],
    ['login required, member: shown', { requireLogin: true, loggedIn: true }, true],
    ['nothing to offer: hidden', { hasOptions: false }, false],
  ])('%s', (_name, overrides, expected) => {
    expect(downloadBarVisible({ ...base, ...overrides })).toBe(expected);
  });
});
