import {
  deviceMarker,
  isInstalled,
  registerMethodOf,
  runningMode,
  type RunningMode,
  type RunningModeInput,
} from './running-mode';

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneClip:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36',
  iosNativeApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WLApp/2.3.1',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('runningMode', () => {
  it.each<[string, RunningModeInput, RunningMode]>([
    ['iPhone Safari tab', { userAgent: ua.iphoneSafari, standalone: false, displayModeStandalone: false }, 'browser'],
    ['iPhone home-screen clip', { userAgent: ua.iphoneClip, standalone: true, displayModeStandalone: true }, 'webclip'],
    ['Android Chrome tab', { userAgent: ua.androidChrome, displayModeStandalone: false }, 'browser'],
    ['Android installed web app', { userAgent: ua.androidChrome, displayModeStandalone: true }, 'standalone'],
    ['Android native app WebView', { userAgent: ua.androidWebView, displayModeStandalone: false }, 'native'],
    [
      'iOS native app (UA marker)',
      { userAgent: ua.iosNativeApp, standalone: false, displayModeStandalone: false },
      'native',
    ],
    ['native wins over standalone', { userAgent: ua.androidWebView, displayModeStandalone: true }, 'native'],
    ['desktop browser', { userAgent: ua.desktopFirefox, displayModeStandalone: false }, 'browser'],
  ])('%s → %s', (_name, input, expected) => {
    expect(runningMode(input)).toBe(expected);
  });

  it.each<[RunningMode, boolean]>([
    ['browser', false],
    ['standalone', true],
    ['webclip', true],
    ['native', true],
  ])('isInstalled(%s) = %s', (mode, expected) => {
    expect(isInstalled(mode)).toBe(expected);
  });
});

describe('registerMethod from how the site runs', () => {
  it.each<[string, RunningMode, string]>([
    ['H5 in a browser tab', 'browser', 'H5'],
    ['PWA when installed (standalone)', 'standalone', 'PWA'],
    ['WEBCLIP for an iOS home-screen clip', 'webclip', 'WEBCLIP'],
    ['APP inside the native app', 'native', 'APP'],
  ])('%s', (_name, mode, expected) => {
    expect(registerMethodOf(mode)).toBe(expected);
  });
});

describe('device marker (Device header) from how the site runs', () => {
  it.each<[string, RunningMode, string]>([
    ['web in a browser tab', 'browser', 'web'],
    ['web inside the native app', 'native', 'web'],
    ['OTHERS as an installed web app', 'standalone', 'OTHERS'],
    ['OTHERS as an iOS home-screen clip', 'webclip', 'OTHERS'],
  ])('%s', (_name, mode, expected) => {
    expect(deviceMarker(mode)).toBe(expected);
  });
});

describe('runningMode across real browsers and display modes', () => {
  const more = {
    samsungInternet:
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    desktopChrome:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ipadClip: 'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    iphoneFacebook:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21E236 [FBAN/FBIOS;FBAV/460.0.0.38.109;FBBV/590011116;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  };
  it.each<[string, RunningModeInput, RunningMode]>([
    ['Samsung Internet tab', { userAgent: more.samsungInternet, displayModeStandalone: false }, 'browser'],
    [
      'Samsung Internet installed web app (display-mode standalone)',
      { userAgent: more.samsungInternet, displayModeStandalone: true },
      'standalone',
    ],
    ['desktop Chrome installed web app', { userAgent: more.desktopChrome, displayModeStandalone: true }, 'standalone'],
    ['iPad home-screen clip', { userAgent: more.ipadClip, standalone: true, displayModeStandalone: true }, 'webclip'],
    [
      'iPad Safari tab (navigator.standalone false)',
      { userAgent: more.ipadClip, standalone: false, displayModeStandalone: false },
      'browser',
    ],
    [
      'Facebook in-app browser is a browser, not our app',
      { userAgent: more.iphoneFacebook, standalone: false, displayModeStandalone: false },
      'browser',
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(runningMode(input)).toBe(expected);
  });
});
