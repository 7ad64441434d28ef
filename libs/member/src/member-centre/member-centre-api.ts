import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { memberCalls, moneyCalls } from '@wl/api-client/contract';
import type { UplineTransferRequest } from '@wl/api-client/contract/member-centre-calls';
import { moneyKeys } from '../money-shared/keys';

export function iconQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'icon'),
    queryFn: ({ signal }) => client.call(memberCalls.iconInfo, { signal }),
    staleTime: 300_000,
  });
}

export function uplineTransferQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'upline'),
    queryFn: ({ signal }) => client.call(moneyCalls.uplineTransferInfo, { signal }),
  });
}

/** Sealed (it carries the payment password), with the operation's idempotency key. */
export function transferToUpline(client: ApiClient, body: UplineTransferRequest, idempotencyKey: string) {
  return client.call(moneyCalls.uplineTransfer, { body, idempotencyKey });
}
