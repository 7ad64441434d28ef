import type { BrandData } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import type { Pack } from '@wl/i18n';
import { setupI18n } from './setup-i18n';

const packs: Record<string, Pack> = {
  EN: { common: { login: 'Login' } },
  TY: { common: { login: 'Mag-login' } },
  PT: { common: { login: 'Entrar' } },
};
// Brand default EN (inline pack), offers EN and TY.
const data: BrandData = { brand: sampleBrand(), pack: packs.EN ?? {} };

function loader(failing: string[] = []) {
  return vi.fn(async (code: string) => {
    if (failing.includes(code)) throw new Error(`HTTP 404 for ${code}`);
    return packs[code] ?? {};
  });
}

describe('setupI18n', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, string | null, string[], string, string, number]>([
    ['nothing stored: brand default, inline pack', null, [], 'EN', 'Login', 0],
    ['stored offered language: its pack is fetched first', 'TY', [], 'TY', 'Mag-login', 1],
    ['stored language not offered by the brand: default', 'PT', [], 'EN', 'Login', 0],
    ['stored pack fails to load: default language', 'TY', ['TY'], 'EN', 'Login', 1],
  ])('%s', async (_name, stored, failing, language, loginText, fetches) => {
    if (stored) localStorage.setItem('language', stored);
    const loadPack = loader(failing);
    const i18n = await setupI18n(data, loadPack);
    expect(i18n.language).toBe(language);
    expect(i18n.t('common.login')).toBe(loginText);
    expect(loadPack).toHaveBeenCalledTimes(fetches);
  });

  it('a switch stores the choice under "language" and sets <html lang> to the locale', async () => {
    const i18n = await setupI18n(data, loader());
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('TY');
    expect(localStorage.getItem('language')).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
    expect(i18n.t('common.login')).toBe('Mag-login');
  });
});
