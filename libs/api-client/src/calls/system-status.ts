import * as systemCalls from '../contract/calls/system';
import type { SystemStatus } from '../contract/system-status';
import type { ApiClient } from '../client/create-api-client';

/** GET /wps/system/status (no token needed): site configuration, IP, maintenance and region switches. */
export function fetchSystemStatus(client: ApiClient, signal?: AbortSignal): Promise<SystemStatus> {
  return client.call(systemCalls.status, { signal });
}
