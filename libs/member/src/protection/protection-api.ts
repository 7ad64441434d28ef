import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { memberCalls } from '@wl/api-client/contract';
import type {
  ConfirmLimitRequest,
  RealityCheckRequest,
  SelfExclusionRequest,
  SetLimitRequest,
  TimeoutRequest,
} from '@wl/api-client/contract/protection-calls';
import { moneyKeys } from '../money-shared/keys';

/** The member's protection state (limits with usage, reality check, session, policy). */
export function protectionStateQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'protection'),
    queryFn: ({ signal }) => client.call(memberCalls.protectionState, { signal }),
  });
}

export const setLimit = (client: ApiClient, body: SetLimitRequest) => client.call(memberCalls.setLimit, { body });
export const confirmLimit = (client: ApiClient, body: ConfirmLimitRequest) =>
  client.call(memberCalls.confirmLimit, { body });
export const setRealityCheck = (client: ApiClient, body: RealityCheckRequest) =>
  client.call(memberCalls.setRealityCheck, { body });
export const startTimeout = (client: ApiClient, body: TimeoutRequest) =>
  client.call(memberCalls.startTimeout, { body });
// The password travels sealed, like every call carrying one (the description says so).
export const selfExclude = (client: ApiClient, body: SelfExclusionRequest) =>
  client.call(memberCalls.selfExclude, { body });
