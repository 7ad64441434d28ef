import { SystemStatus, systemStatusPath } from '../contract/system-status';
import type { ApiClient } from '../client/create-api-client';

/** GET /wps/system/status (no token needed): site configuration, IP, maintenance and region switches. */
export function fetchSystemStatus(client: ApiClient, signal?: AbortSignal): Promise<SystemStatus> {
  return client.get(systemStatusPath, { schema: SystemStatus, moduleId: 'COMM3', signal });
}
