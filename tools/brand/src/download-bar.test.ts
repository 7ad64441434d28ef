import { JSDOM } from 'jsdom';
import { storageKeys } from '@wl/api-client/contract/storage-keys';
import type { DownloadLinks } from '@wl/api-client/contract/download-offer';
import { brandDownloadLinks, downloadBarAttribute, downloadBarScript } from './download-bar';

const ua = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneIos112:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_2 like Mac OS X) AppleWebKit/604.4.7 (KHTML, like Gecko) Version/11.0 Mobile/15C114 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};
const allLinks: DownloadLinks = {
  android: 'https://get.example/app.apk',
  ios: 'https://apps.example/app',
  iosProfile: 'https://get.example/app.mobileconfig',
};

interface Visit {
  userAgent: string;
  links?: DownloadLinks;
  stored?: string;
  standalone?: boolean;
  storageRefused?: boolean;
}

/** Runs the head script in a page with this browser; tells whether the document was marked. */
function marked({ userAgent, links = allLinks, stored, standalone = false, storageRefused = false }: Visit) {
  const dom = new JSDOM(`<html><head>${downloadBarScript(links)}</head><body></body></html>`, {
    url: 'https://aurora.example/m/home',
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window.navigator, 'userAgent', { value: userAgent });
      window.matchMedia = ((query: string) => ({ matches: standalone && query.includes('standalone') })) as never;
      if (stored !== undefined) window.localStorage.setItem(storageKeys.hideDownloadBar, stored);
      if (storageRefused)
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new Error('storage refused');
          },
        });
    },
  });
  const result = dom.window.document.documentElement.hasAttribute(downloadBarAttribute);
  dom.window.close();
  return result;
}

describe('the head script keeps the download bar’s place when the app will show it (decision 0077)', () => {
  it.each<[string, Visit, boolean]>([
    ['Android browser, the brand’s Android link', { userAgent: ua.android }, true],
    ['Android browser, no Android link', { userAgent: ua.android, links: { ios: allLinks.ios } }, false],
    ['inside the native app (Android WebView)', { userAgent: ua.androidWebView }, false],
    ['installed web app', { userAgent: ua.android, standalone: true }, false],
    ['dismissed before', { userAgent: ua.android, stored: '1' }, false],
    ['a dismissal turned off (0)', { userAgent: ua.android, stored: '0' }, true],
    ['iPhone Safari, no app links: the home-screen shortcut', { userAgent: ua.iphoneSafari, links: {} }, true],
    ['iPhone Chrome, no app links: nothing to offer', { userAgent: ua.iphoneChrome, links: {} }, false],
    ['iPhone Chrome, an iOS link', { userAgent: ua.iphoneChrome, links: { ios: allLinks.ios } }, true],
    ['iOS 11.2 (no web apps)', { userAgent: ua.iphoneIos112 }, false],
    ['desktop, a store link', { userAgent: ua.desktop, links: { ios: allLinks.ios } }, true],
    ['desktop, no store link', { userAgent: ua.desktop, links: { iosProfile: allLinks.iosProfile } }, false],
    ['storage refused: no place kept', { userAgent: ua.android, storageRefused: true }, false],
  ])('%s → %s', (_case, visit, expected) => {
    expect(marked(visit)).toBe(expected);
  });

  it('takes the brand’s app links only', () => {
    expect(
      brandDownloadLinks({
        links: { android: allLinks.android, iosProfile: allLinks.iosProfile, line: 'https://l.e' },
      }),
    ).toEqual({ android: allLinks.android, iosProfile: allLinks.iosProfile });
  });
});
