import type { FastifyRequest } from 'fastify';
import { WpsHeaders } from '@wl/api-client/contract/request-headers';
import { resolveFlags } from '@wl/brand/schema';
import type { FlagSet, WhiteLabelFlag } from '@wl/brand/schema';
import type { BrandRegistry } from '../brands/brand-registry';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';

/** The merchant a call is made for, with its effective flags and account settings. */
export interface MerchantContext {
  code: string;
  brandId: string;
  isTrial: boolean;
  /** Brand defaults overlaid by the merchant's white-label settings. */
  flags: FlagSet;
  loginLockAfter: number;
  phoneRegion: string;
  dialingCode: string;
}

interface MerchantRow {
  code: string;
  brand_id: string;
  is_trial: boolean;
  whitelabel: Record<string, unknown>;
  login_lock_after: number;
  phone_region: string | null;
  dialing_code: string | null;
}

/** The merchant named by the `Merchant` header, else the host's brand merchant. Unknown → 400. */
export async function merchantContext(
  db: Queryable,
  brands: BrandRegistry,
  request: FastifyRequest,
): Promise<MerchantContext> {
  const headers = parseRequest(WpsHeaders, request.headers, 'headers');
  const code = headers.merchant ?? brands.forHost(request.headers.host).merchantCode;
  const [row] = await db.query<MerchantRow>(
    'SELECT code, brand_id, is_trial, whitelabel, login_lock_after, phone_region, dialing_code FROM merchants WHERE code = $1',
    [code],
  );
  const brand = row ? brands.brands.find((b) => b.id === row.brand_id) : undefined;
  if (!row || !brand) {
    throw new AppError('BAD_REQUEST', `Unknown merchant code "${code}"`, {
      fields: [{ field: 'headers.merchant', problem: 'unknown merchant code' }],
    });
  }
  return {
    code: row.code,
    brandId: row.brand_id,
    isTrial: row.is_trial,
    flags: resolveFlags(brand.flags, row.whitelabel),
    loginLockAfter: row.login_lock_after,
    phoneRegion: row.phone_region ?? brand.accounts.phoneRegion,
    dialingCode: row.dialing_code ?? brand.accounts.dialingCode,
  };
}

/** NO_PERMISSION unless the flag is on for the merchant. */
export function requireFlag(merchant: MerchantContext, flag: WhiteLabelFlag): void {
  if (!merchant.flags[flag]) throw new AppError('NO_PERMISSION', 'Sorry, this is not available on this site.');
}
