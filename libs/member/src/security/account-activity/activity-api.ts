import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  AccountActivity,
  LogoutOthersResult,
  LogoutSessionResult,
  accountActivityPath,
  logoutOtherSessionsPath,
  logoutSessionPath,
} from '@wl/api-client/contract';
import { moneyKeys } from '../../money-shared/keys';

export function accountActivityQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'accountActivity'),
    queryFn: ({ signal }) => client.get(accountActivityPath, { schema: AccountActivity, signal }),
  });
}

export const logoutSession = (client: ApiClient, id: string) =>
  client.post(logoutSessionPath, { schema: LogoutSessionResult, body: { id } });
export const logoutOtherSessions = (client: ApiClient) =>
  client.post(logoutOtherSessionsPath, { schema: LogoutOthersResult, body: {} });
