import type { SystemStatus } from '@wl/api-client/contract/system-status';

/** 0 normal, 1 maintenance (also when region restriction is set too), 2 region restriction alone. */
export type StatusCode = 0 | 1 | 2;

export function statusCode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'> | undefined): StatusCode {
  if (!status) return 0;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
