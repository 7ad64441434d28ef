import { queryOptions } from '@tanstack/react-query';
import { fetchSystemStatus, type ApiClient } from '@wl/api-client';
import type { SystemStatus } from '@wl/api-client/contract/system-status';
import { safeLocalStorage, storageKeys } from '../storage/local-storage';
import { readCachedStatus } from './read-cached-status';

export const statusKeys = {
  all: ['system'] as const,
  status: () => [...statusKeys.all, 'status'] as const,
};

/** Reads the cache; a corrupt one is removed so only the fresh answer is kept. */
export function cachedStatus(): SystemStatus | undefined {
  const raw = safeLocalStorage.get(storageKeys.status);
  const status = readCachedStatus(raw);
  if (raw && !status) safeLocalStorage.remove(storageKeys.status);
  return status;
}

/**
 * The status is used at once from the local cache (initialData, marked old so it is refreshed in
 * the background) and every fresh answer is written back to the cache.
 */
export function systemStatusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: statusKeys.status(),
    queryFn: async ({ signal }) => {
      const status = await fetchSystemStatus(client, signal);
      safeLocalStorage.set(storageKeys.status, JSON.stringify(status));
      return status;
    },
    initialData: cachedStatus,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    retry: 1,
  });
}
