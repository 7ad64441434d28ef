import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { formatPercent } from '../format/percent';
import { localeOf } from '../languages';
import type { Pack } from '../packs/pack';

export interface CreateI18nOptions {
  /** Upper-case platform code of the first language (EN, PT, TY…). */
  language: string;
  /** Its pack, already merged (the brand bundle inlines it). */
  pack: Pack;
  /** Fetches another language's merged pack when the user switches language. */
  loadPack: (code: string) => Promise<Pack>;
  /** A language whose pack is also given, used for keys a failed or partial pack lacks. */
  fallback?: { language: string; pack: Pack };
}

/**
 * One i18next instance per app: languages are the platform codes, one namespace (`translation`),
 * the inline pack bundled, every other pack loaded on `changeLanguage` through `loadPack`.
 * Packs are already merged with their English fallback; the optional `fallback` language (the
 * brand's default, whose pack is inline) covers a pack that failed to load: text, never raw keys.
 * Counts take the language's plural forms (`key_one`, `key_other`, chosen by the language's locale, not
 * by what the runtime makes of the platform code), and `{{value, percent}}` formats a percentage the
 * language's way.
 */
export function createI18n({ language, pack, loadPack, fallback }: CreateI18nOptions): I18n {
  const backend: BackendModule = {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read: (code, _namespace, callback) => {
      loadPack(code).then(
        (loaded) => callback(null, loaded),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
      );
    },
  };
  const instance = i18next.createInstance();
  instance.use(backend);
  void instance.init({
    lng: language,
    resources: {
      ...(fallback ? { [fallback.language]: { translation: fallback.pack } } : {}),
      [language]: { translation: pack },
    },
    partialBundledLanguages: true,
    fallbackLng: fallback ? fallback.language : false,
    load: 'currentOnly',
    cleanCode: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  // "TY" would otherwise be read as another language's tag (or the device's locale) for plural rules.
  const plurals = instance.services.pluralResolver as { getRule: (code: string, options?: object) => unknown };
  const ruleOf = plurals.getRule.bind(plurals);
  plurals.getRule = (code, options) => ruleOf(localeOf(code), options);
  instance.services.formatter?.add('percent', (value: unknown, lng: string | undefined) =>
    formatPercent(Number(value), localeOf(lng)),
  );
  return instance;
}
