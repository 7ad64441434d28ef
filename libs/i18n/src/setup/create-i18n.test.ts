import { createI18n } from './create-i18n';

describe('createI18n', () => {
  it('is ready at once with the inline pack and loads another pack on switch', async () => {
    const loadPack = vi.fn(async (code: string) => ({ common: { login: `login-${code}` } }));
    const i18n = createI18n({ language: 'TY', pack: { common: { login: 'Mag-login' } }, loadPack });
    expect(i18n.language).toBe('TY');
    expect(i18n.t('common.login')).toBe('Mag-login');
    expect(loadPack).not.toHaveBeenCalled();

    await i18n.changeLanguage('PT');
    expect(loadPack).toHaveBeenCalledWith('PT');
    expect(i18n.language).toBe('PT');
    expect(i18n.t('common.login')).toBe('login-PT');

    await i18n.changeLanguage('TY');
    expect(loadPack).toHaveBeenCalledTimes(1);
    expect(i18n.t('common.login')).toBe('Mag-login');
  });

  it('interpolates without HTML escaping (React escapes)', () => {
    const i18n = createI18n({
      language: 'EN',
      pack: { home: { welcome: 'Welcome to {{brand}}' } },
      loadPack: async () => ({}),
    });
    expect(i18n.t('home.welcome', { brand: 'Rio & Co' })).toBe('Welcome to Rio & Co');
  });
});

describe('createI18n fallback', () => {
  it('shows the fallback language when a pack fails to load, without refetching the fallback', async () => {
    const loadPack = vi.fn(async (code: string): Promise<Record<string, string>> => {
      throw new Error(`no pack ${code}`);
    });
    const i18n = createI18n({
      language: 'TY',
      pack: { common: { login: 'Mag-login' } },
      loadPack,
      fallback: { language: 'TY', pack: { common: { login: 'Mag-login' } } },
    });
    await i18n.changeLanguage('EN');
    expect(i18n.language).toBe('EN');
    expect(i18n.t('common.login')).toBe('Mag-login');
    expect(loadPack.mock.calls.map((c) => c[0])).toEqual(['EN']);
  });
});
