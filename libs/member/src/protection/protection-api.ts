import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  ProtectionState,
  SelfExclusionResult,
  TimeoutResult,
  protectionLimitConfirmPath,
  protectionLimitPath,
  protectionRealityCheckPath,
  protectionSelfExclusionPath,
  protectionStatePath,
  protectionTimeoutPath,
} from '@wl/api-client/contract';
import type {
  ConfirmLimitRequest,
  RealityCheckRequest,
  SelfExclusionRequest,
  SetLimitRequest,
  TimeoutRequest,
} from '@wl/api-client/contract';
import { moneyKeys } from '../money-shared/keys';

/** The member's protection state (limits with usage, reality check, session, policy). */
export function protectionStateQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'protection'),
    queryFn: ({ signal }) => client.get(protectionStatePath, { schema: ProtectionState, signal }),
  });
}

export const setLimit = (client: ApiClient, body: SetLimitRequest) =>
  client.post(protectionLimitPath, { schema: ProtectionState, body });
export const confirmLimit = (client: ApiClient, body: ConfirmLimitRequest) =>
  client.post(protectionLimitConfirmPath, { schema: ProtectionState, body });
export const setRealityCheck = (client: ApiClient, body: RealityCheckRequest) =>
  client.post(protectionRealityCheckPath, { schema: ProtectionState, body });
export const startTimeout = (client: ApiClient, body: TimeoutRequest) =>
  client.post(protectionTimeoutPath, { schema: TimeoutResult, body });
// The password travels sealed, like every call carrying one.
export const selfExclude = (client: ApiClient, body: SelfExclusionRequest) =>
  client.post(protectionSelfExclusionPath, { schema: SelfExclusionResult, body, sealed: true });
