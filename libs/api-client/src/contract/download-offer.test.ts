import {
  deviceType,
  downloadBarVisible,
  downloadOptions,
  isDismissed,
  isIosSafari,
  parseIosVersion,
  type DownloadBarInput,
  type DownloadOptionsInput,
} from './download-offer';
import { runningMode } from './running-mode';
import { userAgents } from './user-agents';

/** A function rebuilt from its source alone, as the page's head script holds it (tools/brand download-bar.ts). */
const fromSource = <T>(fn: T): T => new Function(`return (${String(fn)})`)() as T;

describe('the download offer rules give the same answers from their source alone (the page’s head script)', () => {
  const touches = [0, 5];
  it.each(Object.entries(userAgents))('%s', (_name, userAgent) => {
    for (const maxTouchPoints of touches) {
      const device = deviceType({ userAgent, maxTouchPoints });
      expect(fromSource(deviceType)({ userAgent, maxTouchPoints })).toBe(device);
      expect(fromSource(isIosSafari)(userAgent, device)).toBe(isIosSafari(userAgent, device));
    }
    expect(fromSource(parseIosVersion)(userAgent)).toEqual(parseIosVersion(userAgent));
    for (const standalone of [undefined, true])
      for (const displayModeStandalone of [false, true])
        expect(fromSource(runningMode)({ userAgent, standalone, displayModeStandalone })).toBe(
          runningMode({ userAgent, standalone, displayModeStandalone }),
        );
  });

  it.each<Partial<DownloadOptionsInput>>([
    {},
    { device: 'ios', isSafari: true },
    { device: 'ios', isSafari: false, links: { ios: 'https://a.example/i' } },
    { device: 'android', links: {} },
    { device: 'other', links: { ios: 'https://a.example/i' } },
    { runningMode: 'native' },
    { canInstall: true, links: {} },
  ])('downloadOptions %j', (input) => {
    const full: DownloadOptionsInput = {
      device: 'android',
      isSafari: false,
      runningMode: 'browser',
      links: { android: 'https://a.example/a', iosProfile: 'https://a.example/p' },
      ...input,
    };
    expect(fromSource(downloadOptions)(full)).toEqual(downloadOptions(full));
  });

  it.each<Partial<DownloadBarInput>>([
    {},
    { dismissed: true },
    { runningMode: 'standalone' },
    { runningMode: 'native' },
    { runningMode: 'webclip', device: 'ios' },
    { runningMode: 'webclip', device: 'ios', hasIosLink: true },
    { device: 'ios', iosVersion: { major: 11, minor: 2, patch: 0 } },
    { device: 'ios', iosVersion: { major: 11, minor: 3, patch: 0 } },
    { hasOptions: false },
    { requireLogin: true },
    { requireLogin: true, loggedIn: true },
  ])('downloadBarVisible %j', (input) => {
    const full: DownloadBarInput = {
      dismissed: false,
      runningMode: 'browser',
      device: 'android',
      iosVersion: null,
      hasIosLink: false,
      hasOptions: true,
      requireLogin: false,
      loggedIn: false,
      ...input,
    };
    expect(fromSource(downloadBarVisible)(full)).toBe(downloadBarVisible(full));
  });

  it.each([null, '', '0', 'false', '1', ' TRUE '])('isDismissed %j', (stored) => {
    expect(fromSource(isDismissed)(stored)).toBe(isDismissed(stored));
  });
});
