import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { agentCalls } from '@wl/api-client/contract';
import { memberKeys } from '../api/member-info-call';

/** GET /wps/agent/profile: the logged-in agent's affiliate code and rebate (the agent modal shows the code). */
export function agentProfileQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: [...memberKeys.all, 'agentProfile', token] as const,
    queryFn: ({ signal }) => client.call(agentCalls.profile, { signal }),
    staleTime: 60_000,
  });
}
