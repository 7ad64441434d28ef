// Public entry of @wl/session.
export { ApiClientProvider, useApiClient } from './api/api-client-context';
export { statusCode } from './status/status-code';
export type { StatusCode } from './status/status-code';
export { readCachedStatus } from './status/read-cached-status';
export { systemStatusQueryOptions, statusKeys, cachedStatus } from './status/status-query';
export { useSystemStatus } from './status/use-system-status';
export type { SystemStatusState } from './status/use-system-status';
export { useFlags } from './flags/use-flags';
export { SessionInfo, readSessionInfo } from './session/session-info';
export { useSessionStore, getSessionToken, endSession, useIsLoggedIn, useSessionInfo } from './session/session-store';
export type { StartSessionOptions } from './session/session-store';
export { safeLocalStorage, safeSessionStorage, storageKeys } from './storage/local-storage';
