import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '@wl/brand/schema';
import type { BrandRegistry } from './brand-registry';
import { hostName, isKnownBrandHost, localBrandId } from './brand-for-host';
import type { BrandsRead } from './read-brands';

/** What a page request on a host is answered with. */
export type BrandChoice =
  | { kind: 'brand'; brand: BrandConfig }
  /** The host names a brand folder that cannot be served (its brand.json has problems): never another brand. */
  | { kind: 'unusable'; brandId: string; problems: string[] };

export interface BrandPickup {
  choose(hostHeader: string | undefined): Promise<BrandChoice>;
}

export interface BrandPickupDeps {
  registry: BrandRegistry;
  /** The brands folder (brands/<id>/brand.json). */
  brandsDir: string;
  readBrands(dir: string): BrandsRead;
  /** Makes a new brand's merchants (and, outside production, its demo data) before it is served. */
  prepareBrand(brand: BrandConfig): Promise<void>;
  /** Unknown hosts re-read the brands folder at most this often (default 2 s); a named new folder always does. */
  rescanEveryMs?: number;
  now?: () => number;
}

/**
 * Brands that appear while the platform runs (`npm run new-brand`, then `npx nx build <id>`) are picked up on
 * the first request for their host, so `<id>.localhost` never shows another brand's site. A host naming a
 * brand folder whose brand.json has problems is answered with those problems. Brands known at start keep
 * their configuration until a restart; a host that names no brand still gets the default brand.
 */
export function createBrandPickup(deps: BrandPickupDeps): BrandPickup {
  const now = deps.now ?? Date.now;
  const every = deps.rescanEveryMs ?? 2000;
  let lastScan = Number.NEGATIVE_INFINITY;
  let lastProblems: string[] = [];
  let scanning: Promise<void> | undefined;

  const rescan = () => {
    scanning ??= (async () => {
      lastScan = now();
      const read = deps.readBrands(deps.brandsDir);
      lastProblems = read.problems;
      for (const brand of read.brands) {
        if (deps.registry.brands.some((known) => known.id === brand.id)) continue;
        await deps.prepareBrand(brand);
        deps.registry.add(brand);
      }
    })().finally(() => {
      scanning = undefined;
    });
    return scanning;
  };

  return {
    async choose(hostHeader) {
      if (isKnownBrandHost(hostHeader, deps.registry.brands))
        return { kind: 'brand', brand: deps.registry.forHost(hostHeader) };
      const named = localBrandId(hostHeader);
      const namedFolder = named !== undefined && existsSync(join(deps.brandsDir, named, 'brand.json'));
      // The machine's own addresses name no brand: they never cost a read of the brands folder.
      const ownAddress = /^(localhost|127\.[\d.]+|::1)$/.test(hostName(hostHeader));
      if (namedFolder || (!ownAddress && now() - lastScan >= every)) await rescan();
      if (isKnownBrandHost(hostHeader, deps.registry.brands))
        return { kind: 'brand', brand: deps.registry.forHost(hostHeader) };
      if (named !== undefined && namedFolder) {
        const folder = `${named}/brand.json`;
        const problems = lastProblems.filter((line) => line.includes(folder));
        return {
          kind: 'unusable',
          brandId: named,
          problems: problems.length > 0 ? problems : [`${folder}: not valid`],
        };
      }
      return { kind: 'brand', brand: deps.registry.defaultBrand };
    },
  };
}

/** For a platform whose brands are fixed (tests): the registry as it is. */
export function fixedBrands(registry: BrandRegistry): BrandPickup {
  return { choose: async (hostHeader) => ({ kind: 'brand', brand: registry.forHost(hostHeader) }) };
}
