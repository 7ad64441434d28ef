import type { BrandRegistry } from '../brands/brand-registry';

/**
 * Game types a brand's market switched off (brand.json `protection.switchedOffGameTypes`) are hidden
 * from that brand's catalogue as well as refused at launch.
 */

/** The switched-off game types of the brand whose merchant (or trial merchant) the request names; none when unknown. */
export function switchedOffFor(brands: BrandRegistry, merchantHeader: unknown): readonly string[] {
  if (typeof merchantHeader !== 'string' || merchantHeader === '') return [];
  const brand = brands.brands.find((b) => b.merchantCode === merchantHeader || b.trialMerchantCode === merchantHeader);
  return brand?.protection.switchedOffGameTypes ?? [];
}

/** The categories a list may show: the requested ones (null = all of `all`) less the switched-off ones. */
export function visibleCategories(
  all: readonly string[],
  requested: readonly string[] | null,
  hidden: readonly string[],
): string[] | null {
  if (hidden.length === 0) return requested === null ? null : [...requested];
  return (requested ?? all).filter((code) => !hidden.includes(code));
}
