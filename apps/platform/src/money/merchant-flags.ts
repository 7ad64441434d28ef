import { resolveFlags } from '@wl/brand/schema';
import type { FlagSet, WhiteLabelFlag } from '@wl/brand/schema';
import type { BrandRegistry } from '../brands/brand-registry';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';

/** A merchant's effective white-label flags: the brand's defaults overlaid by the merchant's settings. */
export async function merchantFlags(db: Queryable, brands: BrandRegistry, merchantCode: string): Promise<FlagSet> {
  const [row] = await db.query<{ brand_id: string; whitelabel: Record<string, unknown> }>(
    'SELECT brand_id, whitelabel FROM merchants WHERE code = $1',
    [merchantCode],
  );
  const brand = brands.brands.find((b) => b.id === row?.brand_id) ?? brands.defaultBrand;
  return resolveFlags(brand.flags, row?.whitelabel ?? {});
}

/** 403 NO_PERMISSION unless the member's merchant has the flag on. */
export async function requireMerchantFlag(
  db: Queryable,
  brands: BrandRegistry,
  merchantCode: string,
  flag: WhiteLabelFlag,
): Promise<void> {
  const flags = await merchantFlags(db, brands, merchantCode);
  if (!flags[flag])
    throw new AppError(
      'NO_PERMISSION',
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    );
}
