// Public entry of @wl/i18n.
export { createI18n } from './setup/create-i18n';
export type { CreateI18nOptions } from './setup/create-i18n';
export { formatBalance, formatMoney, maskBalance } from './format/balance';
export { displayName, NAME_DISPLAY_LIMIT } from './format/display-name';
export { formatPercent } from './format/percent';
export { languages, languageCodes, shippedPacks, findLanguage, localeOf } from './languages';
export type { LanguageCode, LanguageInfo } from './languages';
export { mergePacks } from './packs/pack';
export type { Pack } from './packs/pack';
export { TranslationProvider, useTranslation } from './react/translation';
export type { Translation, TranslationProviderProps } from './react/translation';
