import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { memberCalls } from '@wl/api-client/contract';
import { moneyKeys } from '../../money-shared/keys';

export function accountActivityQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'accountActivity'),
    queryFn: ({ signal }) => client.call(memberCalls.accountActivity, { signal }),
  });
}

export const logoutSession = (client: ApiClient, id: string) =>
  client.call(memberCalls.logoutSession, { body: { id } });
export const logoutOtherSessions = (client: ApiClient) => client.call(memberCalls.logoutOtherSessions, { body: {} });
