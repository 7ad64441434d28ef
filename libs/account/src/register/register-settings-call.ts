import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';

export const registerKeys = {
  all: ['register'] as const,
  settings: (merchant: string) => ['register', 'settings', merchant] as const,
  affiliate: (code: string) => ['register', 'affiliate', code] as const,
};

/** GET /wps/system/setting/register: the merchant's per-field rules (the form shows only once loaded). */
export function registerSettingsQueryOptions(client: ApiClient, merchant: string) {
  return queryOptions({
    queryKey: registerKeys.settings(merchant),
    queryFn: ({ signal }) => client.call(accountCalls.registerSettings, { signal }),
    staleTime: 5 * 60_000,
  });
}
