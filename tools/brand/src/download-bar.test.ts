import { JSDOM } from 'jsdom';
import { storageKeys } from '@wl/api-client/contract/storage-keys';
import type { DownloadLinks } from '@wl/api-client/contract/download-offer';
import { userAgents as ua } from '@wl/api-client/contract/user-agents';
import { brandDownloadLinks, downloadBarAttribute, downloadBarScript } from './download-bar';

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
    ['Android browser, the brand’s Android link', { userAgent: ua.androidChrome }, true],
    ['Android browser, no Android link', { userAgent: ua.androidChrome, links: { ios: allLinks.ios } }, false],
    ['inside the native app (Android WebView)', { userAgent: ua.androidWebView }, false],
    ['installed web app', { userAgent: ua.androidChrome, standalone: true }, false],
    ['dismissed before', { userAgent: ua.androidChrome, stored: '1' }, false],
    ['a dismissal turned off (0)', { userAgent: ua.androidChrome, stored: '0' }, true],
    ['iPhone Safari, no app links: the home-screen shortcut', { userAgent: ua.iphoneIos17Safari, links: {} }, true],
    ['iPhone Chrome, no app links: nothing to offer', { userAgent: ua.iphoneChrome, links: {} }, false],
    ['iPhone Chrome, an iOS link', { userAgent: ua.iphoneChrome, links: { ios: allLinks.ios } }, true],
    ['iOS 11.2 (no web apps)', { userAgent: ua.iphoneIos112Safari }, false],
    ['desktop, a store link', { userAgent: ua.desktopChrome, links: { ios: allLinks.ios } }, true],
    ['desktop, no store link', { userAgent: ua.desktopChrome, links: { iosProfile: allLinks.iosProfile } }, false],
    ['storage refused: no place kept', { userAgent: ua.androidChrome, storageRefused: true }, false],
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
