import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { sessionCalls } from '@wl/api-client/contract';
import type { WalletBalance } from '@wl/api-client/contract/wallet-calls';
import { memberKeys } from './member-info-call';

/** The wallet lives under `memberKeys.all`, so logout drops it with the rest of the member's data. */
export const walletKeys = {
  balance: (token: string) => [...memberKeys.all, 'wallet', token] as const,
};

export function fetchWalletBalance(client: ApiClient, signal?: AbortSignal): Promise<WalletBalance> {
  return client.call(sessionCalls.walletBalance, { signal });
}

/** The wallet of the session `token`; anything that moves money invalidates `walletKeys.balance`. */
export function walletBalanceQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: ({ signal }) => fetchWalletBalance(client, signal),
    staleTime: 15_000,
  });
}
