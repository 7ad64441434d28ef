import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@wl/api-client/contract/system-status';
import { useApiClient } from '../api/api-client-context';
import { statusCode, type StatusCode } from './status-code';
import { systemStatusQueryOptions } from './status-query';

export interface SystemStatusState {
  status: SystemStatus | undefined;
  code: StatusCode;
  /** True while there is neither a cached nor a fresh answer. */
  isPending: boolean;
}

export function useSystemStatus(): SystemStatusState {
  const client = useApiClient();
  const query = useQuery(systemStatusQueryOptions(client));
  return { status: query.data, code: statusCode(query.data), isPending: query.isPending };
}
