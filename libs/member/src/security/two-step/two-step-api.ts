import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';
import type { TwoStepDisableRequest } from '@wl/api-client/contract/two-step-calls';
import { moneyKeys } from '../../money-shared/keys';

export function twoStepStatusQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'twoStep'),
    queryFn: ({ signal }) => client.call(accountCalls.twoStepStatus, { signal }),
  });
}

export const startTwoStepSetup = (client: ApiClient) => client.call(accountCalls.twoStepSetup);
export const confirmTwoStepSetup = (client: ApiClient, code: string) =>
  client.call(accountCalls.twoStepConfirm, { body: { code } });
// Carries the login password: travels sealed.
export const disableTwoStep = (client: ApiClient, body: TwoStepDisableRequest) =>
  client.call(accountCalls.twoStepDisable, { body });
