import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { sessionCalls } from '@wl/api-client/contract';
import type { MemberInfo } from '@wl/api-client/contract/session-calls';

/** Everything cached about the member lives under `memberKeys.all`: logout removes it in one go. */
export const memberKeys = {
  all: ['member'] as const,
  info: (token: string) => [...memberKeys.all, 'info', token] as const,
};

export function fetchMemberInfo(client: ApiClient, signal?: AbortSignal): Promise<MemberInfo> {
  return client.call(sessionCalls.memberInfo, { signal });
}

/** GET /wps/member/info, keyed by the session token so a new session never sees the old member. */
export function memberInfoQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: memberKeys.info(token),
    queryFn: ({ signal }) => fetchMemberInfo(client, signal),
    staleTime: 60_000,
  });
}
