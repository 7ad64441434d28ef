import { bannersOfTab, type AccountTab } from './screen-banners';

const banner = (groupName: string, url = `${groupName}.png`) => ({ groupName, url });
const all = [banner('m_home'), banner('m_login'), banner('m_reg'), banner('m_register'), banner('m_video')];

describe('banners of the login and register tabs (spec §2)', () => {
  it.each<[string, AccountTab, readonly { groupName: string; url: string }[], string[]]>([
    ['the login tab shows group m_login', 'login', all, ['m_login.png']],
    [
      'the register tab shows group m_register, also read as m_reg (order kept)',
      'register',
      all,
      ['m_reg.png', 'm_register.png'],
    ],
    ['no banner of the group: none (the default image shows)', 'login', [banner('m_home')], []],
    ['other groups never show', 'register', [banner('m_home'), banner('m_video')], []],
  ])('%s', (_name, tab, banners, urls) => {
    expect(bannersOfTab(tab, banners).map((b) => b.url)).toEqual(urls);
  });
});
