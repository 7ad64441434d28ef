import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  TwoStepDisabled,
  TwoStepRecoveryCodes,
  TwoStepSetup,
  TwoStepStatus,
  twoStepConfirmPath,
  twoStepDisablePath,
  twoStepSetupPath,
  twoStepStatusPath,
} from '@wl/api-client/contract';
import type { TwoStepDisableRequest } from '@wl/api-client/contract';
import { moneyKeys } from '../../money-shared/keys';

export function twoStepStatusQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'twoStep'),
    queryFn: ({ signal }) => client.get(twoStepStatusPath, { schema: TwoStepStatus, signal }),
  });
}

export const startTwoStepSetup = (client: ApiClient) => client.post(twoStepSetupPath, { schema: TwoStepSetup });
export const confirmTwoStepSetup = (client: ApiClient, code: string) =>
  client.post(twoStepConfirmPath, { schema: TwoStepRecoveryCodes, body: { code } });
// Carries the login password: travels sealed.
export const disableTwoStep = (client: ApiClient, body: TwoStepDisableRequest) =>
  client.post(twoStepDisablePath, { schema: TwoStepDisabled, body, sealed: true });
