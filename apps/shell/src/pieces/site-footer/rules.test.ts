import {
  ageNotice,
  footerEntries,
  footerVideos,
  helpPath,
  safeImageUrl,
  type AgeTextsByLanguage,
  type FooterBanner,
} from './rules';

const texts = (footer: string) => ({ register: footer, consent: footer, footer });

describe('ageNotice: current language, then English, then the default language', () => {
  const all: AgeTextsByLanguage = {
    EN: texts('21+ Play responsibly.'),
    TY: texts('21+ Maglaro nang responsable.'),
    PT: texts('Proibido para menores de 21 anos.'),
  };
  it.each<[string, AgeTextsByLanguage, string, string, string | null]>([
    ['current language', all, 'TY', 'EN', '21+ Maglaro nang responsable.'],
    ['current language in lower case', all, 'pt', 'EN', 'Proibido para menores de 21 anos.'],
    ['English when the current language has none', all, 'JP', 'TY', '21+ Play responsibly.'],
    [
      'default language when neither exists',
      { PT: texts('18+ Jogue com responsabilidade.') },
      'JP',
      'PT',
      '18+ Jogue com responsabilidade.',
    ],
    ['any language as a last resort', { TY: texts('18+ lamang.') }, 'JP', 'EN', '18+ lamang.'],
    ['nothing at all', {}, 'EN', 'EN', null],
  ])('%s', (_name, ageTexts, language, defaultLanguage, expected) => {
    expect(ageNotice(ageTexts, language, defaultLanguage)).toBe(expected);
  });
});

describe('footerVideos: banner group m_video', () => {
  it.each<[string, FooterBanner[], [string, string][]]>([
    ['no banners: nothing', [], []],
    [
      'video file from url',
      [{ url: 'https://cdn.example/v/intro.mp4', groupName: 'm_video' }],
      [['https://cdn.example/v/intro.mp4', 'file']],
    ],
    [
      'linkage wins over url',
      [{ url: 'https://cdn.example/poster.jpg', groupName: 'm_video', linkage: 'https://video.example/embed/42' }],
      [['https://video.example/embed/42', 'embed']],
    ],
    ['other groups are left out', [{ url: 'https://cdn.example/a.mp4', groupName: 'm_home' }], []],
    [
      'banners without a group are taken as the video group',
      [{ url: 'https://cdn.example/a.webm' }],
      [['https://cdn.example/a.webm', 'file']],
    ],
    ['unsafe URLs are left out', [{ url: 'javascript:alert(1)', groupName: 'm_video' }], []],
    [
      'a query string does not hide the file type',
      [{ url: 'https://cdn.example/a.MP4?token=1', groupName: 'm_video' }],
      [['https://cdn.example/a.MP4?token=1', 'file']],
    ],
  ])('%s', (_name, banners, expected) => {
    expect(footerVideos(banners).map((v) => [v.url, v.kind])).toEqual(expected);
  });
});

describe('safeImageUrl', () => {
  it.each([
    ['https://cdn.example/logo.png', 'https://cdn.example/logo.png'],
    ['/m/brand/logo.svg', '/m/brand/logo.svg'],
    ['//evil.example/x.png', null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['logo.png', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
  });
});

describe('helpPath: the help link of the footer', () => {
  it.each([
    [{}, '/m/help'],
    [{ help: '/m/help?i=2' }, '/m/help?i=2'],
  ])('%j → %s', (links, expected) => {
    expect(helpPath(links)).toBe(expected);
  });
});

describe('footerEntries: feature links by the one entry rule', () => {
  it.each([
    ['a visitor', { loggedIn: false, type: undefined }],
    ['a member', { loggedIn: true, type: 0 }],
    ['a trial account', { loggedIn: true, type: 4 }],
  ])('%s sees responsible gaming, whatever the flags', (_name, who) => {
    const entries = footerEntries({ flags: {}, promotions: { MISSION: false, REFERRAL: false }, ...who });
    expect(entries).toEqual([
      { id: 'responsibleGaming', labelKey: 'nav.responsibleGaming', to: '/m/responsibleGaming' },
    ]);
  });
});
