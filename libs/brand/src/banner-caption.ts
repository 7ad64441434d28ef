import type { BrandConfig } from './schema';

/**
 * The line over the brand's default banner in the page's language; the brand's default language's
 * line when the page's language has none (the brand check requires one per offered language).
 */
export function bannerCaption(
  brand: Pick<BrandConfig, 'bannerCaptions' | 'languages'>,
  language: string,
): string | null {
  const byCode = brand.bannerCaptions as Readonly<Record<string, string | undefined>>;
  return byCode[language.toUpperCase()] ?? byCode[brand.languages.default] ?? null;
}
