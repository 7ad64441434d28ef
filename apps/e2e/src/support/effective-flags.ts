import type { APIRequestContext, TestInfo } from '@playwright/test';
import { SystemStatusResponse } from '@wl/api-client/contract/system-status';
import { systemCalls } from '@wl/api-client/contract';
import { resolveFlags, type FlagSet } from '@wl/brand/schema';
import { platformOrigin, type Brand } from './brand';

/**
 * The white-label flags the site runs with: the brand's defaults overlaid by the platform's
 * settings for its merchant (`/wps/system/status` → info.whitelabel), as the shell resolves them.
 */
export async function effectiveFlags(request: APIRequestContext, testInfo: TestInfo, brand: Brand): Promise<FlagSet> {
  const response = await request.get(`${platformOrigin(testInfo)}${systemCalls.status.path}`, {
    headers: { Merchant: brand.merchantCode },
  });
  if (!response.ok()) throw new Error(`${systemCalls.status.path}: HTTP ${response.status()}`);
  const status = SystemStatusResponse.parse(await response.json());
  return resolveFlags(brand.flags, status.value.info.whitelabel);
}
