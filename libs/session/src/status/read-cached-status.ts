import { SystemStatus } from '@wl/api-client/contract/system-status';

/**
 * The cached status (local key `status`) is used at once when it is sound. A corrupt cache —
 * not JSON, or not matching the contract — yields undefined, so it is discarded and refetched.
 */
export function readCachedStatus(raw: string | null | undefined): SystemStatus | undefined {
  if (!raw) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = SystemStatus.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
