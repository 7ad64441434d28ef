import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { memberCalls } from '@wl/api-client/contract';
import { memberKeys } from '@wl/session';

/** The member's protection state, read by the reality check (the session's start, interval and net result). */
export function protectionStateQuery(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: [...memberKeys.all, 'protection', 'play', token] as const,
    queryFn: ({ signal }) => client.call(memberCalls.protectionState, { signal }),
  });
}
