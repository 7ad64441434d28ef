import type { BrandConfig } from '@wl/brand/schema';
import { brandIdForHost } from './brand-for-host';

/** The brands this platform serves, with the default one for unknown hosts. */
export interface BrandRegistry {
  readonly brands: readonly BrandConfig[];
  readonly defaultBrand: BrandConfig;
  forHost(hostHeader: string | undefined): BrandConfig;
  /** A brand that appeared while the platform runs (brand-pickup.ts); a known id is left as it is. */
  add(brand: BrandConfig): void;
}

export type RegistryResult = { ok: true; registry: BrandRegistry } | { ok: false; problem: string };

export function createBrandRegistry(brands: readonly BrandConfig[], defaultId: string): RegistryResult {
  const defaultBrand = brands.find((brand) => brand.id === defaultId);
  if (!defaultBrand) {
    const known = brands.map((brand) => brand.id).join(', ') || 'none';
    return {
      ok: false,
      problem: `DEFAULT_BRAND: no valid brand "${defaultId}" in the brands folder (found: ${known})`,
    };
  }
  const list = [...brands];
  const byId = new Map(list.map((brand) => [brand.id, brand]));
  return {
    ok: true,
    registry: {
      brands: list,
      defaultBrand,
      forHost: (hostHeader) => byId.get(brandIdForHost(hostHeader, list, defaultId)) ?? defaultBrand,
      add(brand) {
        if (byId.has(brand.id)) return;
        byId.set(brand.id, brand);
        list.push(brand);
      },
    },
  };
}
