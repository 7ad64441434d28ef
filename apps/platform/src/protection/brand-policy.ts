import type { BrandConfig } from '@wl/brand/schema';
import type { BrandRegistry } from '../brands/brand-registry';
import type { Queryable } from '../db/db';
import { brandIdOf } from './protection-repo';

/** The brand of a merchant (its protection policy, currency and default language); the default brand when unknown. */
export async function brandOfMerchant(
  db: Queryable,
  brands: BrandRegistry,
  merchantCode: string,
): Promise<BrandConfig> {
  const brandId = await brandIdOf(db, merchantCode);
  return brands.brands.find((b) => b.id === brandId) ?? brands.defaultBrand;
}
