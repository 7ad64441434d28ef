/**
 * Languages the site can offer, keyed by the platform's upper-case language code
 * (the `Language` header). `locale` is the BCP 47 tag for formatting; `flag` is the
 * ISO 3166 region drawn as a circular flag. Packs are shipped for EN, PT and TY (Tagalog).
 */
export interface LanguageInfo {
  code: string;
  locale: string;
  name: string;
  flag: string;
}

export const languages = [
  { code: 'EN', locale: 'en', name: 'English', flag: 'GB' },
  { code: 'CN', locale: 'zh-CN', name: '简体中文', flag: 'CN' },
  { code: 'TW', locale: 'zh-TW', name: '繁體中文', flag: 'TW' },
  { code: 'JP', locale: 'ja', name: '日本語', flag: 'JP' },
  { code: 'KR', locale: 'ko', name: '한국어', flag: 'KR' },
  { code: 'TH', locale: 'th', name: 'ไทย', flag: 'TH' },
  { code: 'VI', locale: 'vi', name: 'Tiếng Việt', flag: 'VN' },
  { code: 'ID', locale: 'id', name: 'Bahasa Indonesia', flag: 'ID' },
  { code: 'MY', locale: 'ms', name: 'Bahasa Melayu', flag: 'MY' },
  { code: 'TY', locale: 'fil', name: 'Tagalog', flag: 'PH' },
  { code: 'ES', locale: 'es', name: 'Español', flag: 'ES' },
  { code: 'PT', locale: 'pt-BR', name: 'Português', flag: 'BR' },
  { code: 'HI', locale: 'hi', name: 'हिन्दी', flag: 'IN' },
  { code: 'BN', locale: 'bn', name: 'বাংলা', flag: 'BD' },
  { code: 'UR', locale: 'ur', name: 'اردو', flag: 'PK' },
  { code: 'AR', locale: 'ar', name: 'العربية', flag: 'SA' },
  { code: 'RU', locale: 'ru', name: 'Русский', flag: 'RU' },
  { code: 'FR', locale: 'fr', name: 'Français', flag: 'FR' },
  { code: 'DE', locale: 'de', name: 'Deutsch', flag: 'DE' },
  { code: 'IT', locale: 'it', name: 'Italiano', flag: 'IT' },
  { code: 'NL', locale: 'nl', name: 'Nederlands', flag: 'NL' },
  { code: 'PL', locale: 'pl', name: 'Polski', flag: 'PL' },
  { code: 'TR', locale: 'tr', name: 'Türkçe', flag: 'TR' },
  { code: 'UK', locale: 'uk', name: 'Українська', flag: 'UA' },
  { code: 'RO', locale: 'ro', name: 'Română', flag: 'RO' },
  { code: 'EL', locale: 'el', name: 'Ελληνικά', flag: 'GR' },
  { code: 'CS', locale: 'cs', name: 'Čeština', flag: 'CZ' },
  { code: 'HU', locale: 'hu', name: 'Magyar', flag: 'HU' },
  { code: 'SV', locale: 'sv', name: 'Svenska', flag: 'SE' },
  { code: 'DA', locale: 'da', name: 'Dansk', flag: 'DK' },
  { code: 'FI', locale: 'fi', name: 'Suomi', flag: 'FI' },
  { code: 'NO', locale: 'nb', name: 'Norsk', flag: 'NO' },
  { code: 'HE', locale: 'he', name: 'עברית', flag: 'IL' },
  { code: 'FA', locale: 'fa', name: 'فارسی', flag: 'IR' },
  { code: 'KM', locale: 'km', name: 'ភាសាខ្មែរ', flag: 'KH' },
  { code: 'LO', locale: 'lo', name: 'ລາວ', flag: 'LA' },
  { code: 'MM', locale: 'my', name: 'မြန်မာ', flag: 'MM' },
  { code: 'NE', locale: 'ne', name: 'नेपाली', flag: 'NP' },
  { code: 'SI', locale: 'si', name: 'සිංහල', flag: 'LK' },
  { code: 'TA', locale: 'ta', name: 'தமிழ்', flag: 'LK' },
  { code: 'SW', locale: 'sw', name: 'Kiswahili', flag: 'KE' },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof languages)[number]['code'];

export const languageCodes = languages.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]];

/** Language packs shipped with the product; other languages fall back to English text. */
export const shippedPacks = ['EN', 'PT', 'TY'] as const satisfies readonly LanguageCode[];
export type ShippedPackCode = (typeof shippedPacks)[number];

export function findLanguage(code: string): LanguageInfo | undefined {
  return languages.find((l) => l.code === code.toUpperCase());
}

/** The BCP 47 locale of a platform language code (TY → fil); an unknown code is used as it is. */
export function localeOf(code: string | undefined): string {
  if (!code || code === 'dev') return 'en';
  return findLanguage(code)?.locale ?? code;
}
