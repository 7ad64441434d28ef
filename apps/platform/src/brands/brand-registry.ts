import type { BrandConfig } from '@wl/brand/schema';
import { brandIdForHost } from './brand-for-host';

/** The brands this platform serves, with the default one for unknown hosts. */
export interface BrandRegistry {
  readonly brands: readonly BrandConfig[];
  readonly defaultBrand: BrandConfig;
  forHost(hostHeader: string | undefined): BrandConfig;
}

export type RegistryResult = { ok: true; registry: BrandRegistry } | { ok: false; problem: string };

export function createBrandRegistry(brands: readonly BrandConfig[], defaultId: string): RegistryResult {
  const defaultBrand = brands.find((brand) => brand.id === defaultId);
  if (!defaultBrand) {
    const known = brands.map((brand) => brand.id).join(', ') || 'none';
    return { ok: false, problem: `DEFAULT_BRAND: no valid brand "${defaultId}" in the brands folder (found: ${known})` };
  }
  const byId = new Map(brands.map((brand) => [brand.id, brand]));
  return {
    ok: true,
    registry: {
      brands,
      defaultBrand,
      forHost: (hostHeader) => byId.get(brandIdForHost(hostHeader, brands, defaultId)) ?? defaultBrand,
    },
  };
}
