import { deviceLabel, startedInstalled } from './device-label';

describe('device label from the User-Agent', () => {
  it.each([
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    [
      'Chrome on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome · iOS',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      'Samsung Internet · Android',
    ],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge · Windows',
    ],
    [
      'Opera on Windows',
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 OPR/111.0',
      'Opera · Windows',
    ],
    [
      'Firefox on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Firefox · macOS',
    ],
    [
      'headless Chrome on Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      'Chrome · Linux',
    ],
    [
      'Chrome on a Chromebook',
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'Chrome · ChromeOS',
    ],
    ['a system without a known browser', 'SomeApp/1.0 (Android 12)', 'Android'],
    ['nothing recognised', 'curl/8.5.0', null],
    ['script in the agent is never echoed', '<script>alert(1)</script>', null],
    ['no agent', undefined, null],
    ['empty agent', '', null],
  ])('%s', (_name, agent, expected) => {
    expect(deviceLabel(agent)).toBe(expected);
  });
});

describe('installed app from the Device header', () => {
  it.each([
    ['OTHERS', true],
    ['others', true],
    ['web', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(startedInstalled(header)).toBe(expected);
  });
});
