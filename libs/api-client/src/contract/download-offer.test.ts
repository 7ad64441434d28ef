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

/** A function rebuilt from its source alone, as the page's head script holds it (tools/brand download-bar.ts). */
const fromSource = <T>(fn: T): T => new Function(`return (${String(fn)})`)() as T;

const userAgents = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneIos112:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_2 like Mac OS X) AppleWebKit/604.4.7 (KHTML, like Gecko) Version/11.0 Mobile/15C114 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
};

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
