import { appPageLook } from './rules';

const template = (app_background: string, app_desc_font_color = '', app_desc = '') => ({
  app_background,
  app_desc,
  app_desc_font_color,
});

describe('appPageLook: the app page from the mobile template (app_background, app_desc, app_desc_font_color)', () => {
  it.each<[string, ReturnType<typeof template> | undefined, ReturnType<typeof appPageLook>]>([
    ['no template yet: brand colours', undefined, { description: '' }],
    [
      'a colour background and text colour',
      template('#0a6ed1', '#ffffff', ' Over 600 games '),
      { background: '#0a6ed1', descriptionColor: '#ffffff', description: 'Over 600 games' },
    ],
    ['a short colour', template('#abc', '#000'), { background: '#abc', descriptionColor: '#000', description: '' }],
    [
      'an https image',
      template('https://cdn.example/app-bg.jpg'),
      { background: 'center / cover no-repeat url("https://cdn.example/app-bg.jpg")', description: '' },
    ],
    [
      'a site image path',
      template('/cdn/app-bg.png'),
      { background: 'center / cover no-repeat url("/cdn/app-bg.png")', description: '' },
    ],
    ['an http image is refused', template('http://cdn.example/bg.jpg'), { description: '' }],
    ['CSS injection is refused', template('red; position: fixed', 'red;x'), { description: '' }],
    ['a URL breaking out of url() is refused', template('https://x.example/a")b'), { description: '' }],
    ['a protocol-relative path is refused', template('//evil.example/bg.png'), { description: '' }],
    ['a javascript: URL is refused', template('javascript:alert(1)'), { description: '' }],
  ])('%s', (_name, input, expected) => {
    expect(appPageLook(input)).toEqual(expected);
  });
});
