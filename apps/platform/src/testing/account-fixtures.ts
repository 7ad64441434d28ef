import type { BrandConfig } from '@wl/brand/schema';
import type { Db } from '../db/db';
import { repoBrands } from './test-app';

/** A brand of the repository whose numbers are Philippine (the fixtures' numbers are). */
export function philippineBrand(): BrandConfig {
  const brand = repoBrands().find((b) => b.accounts.phoneRegion === 'PH');
  if (!brand) throw new Error('the account tests need a brand with accounts.phoneRegion PH');
  return brand;
}

/** Valid Philippine mobile numbers (national form) that no demo account holds. */
export const freeNumbers = [
  '9181112201',
  '9181112202',
  '9181112203',
  '9181112204',
  '9181112205',
  '9181112206',
  '9181112207',
  '9181112208',
];
/** The demo member's number in a PH merchant. */
export const demoNumber = '9171234567';

/** Turns white-label flags on or off for a merchant. */
export async function setFlags(db: Db, merchantCode: string, flags: Record<string, boolean>): Promise<void> {
  await db.query('UPDATE merchants SET whitelabel = whitelabel || $2::jsonb WHERE code = $1', [
    merchantCode,
    JSON.stringify(flags),
  ]);
}
