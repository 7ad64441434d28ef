import type { i18n as I18n } from 'i18next';
import type { BrandData } from '@wl/brand';
import { createI18n, findLanguage, type Pack } from '@wl/i18n';
import { safeLocalStorage, storageKeys } from '@wl/session';
import { pickLanguage } from './language-choice';
import { loadPack as fetchPack } from './load-pack';

/**
 * The shell's i18next: starts in the stored language (if the brand offers it) or the brand's
 * default; the default's pack is inline, others are fetched. A switch (`i18n.changeLanguage(code)`,
 * e.g. from the language switcher) loads the pack, stores the choice under `language` and sets
 * `<html lang>`.
 */
export async function setupI18n(data: BrandData, loadPack: (code: string) => Promise<Pack> = fetchPack): Promise<I18n> {
  const { languages } = data.brand;
  let language = pickLanguage(safeLocalStorage.get(storageKeys.language), languages);
  let pack: Pack = data.pack;
  if (language !== languages.default) {
    try {
      pack = await loadPack(language);
    } catch (error) {
      console.error('Language pack failed, using the default language', error);
      language = languages.default;
    }
  }
  const i18n = createI18n({ language, pack, loadPack, fallback: { language: languages.default, pack: data.pack } });
  const apply = (code: string) => {
    document.documentElement.lang = findLanguage(code)?.locale ?? code.toLowerCase();
  };
  apply(language);
  i18n.on('languageChanged', (code: string) => {
    safeLocalStorage.set(storageKeys.language, code);
    apply(code);
  });
  return i18n;
}
