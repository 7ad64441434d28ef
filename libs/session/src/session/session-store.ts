import { create } from 'zustand';
import { safeLocalStorage, storageKeys } from '../storage/local-storage';
import { readSessionInfo, type SessionInfo } from './session-info';

/**
 * The session seam. Login, renew and member info arrive with the accounts work; for now the store
 * reads a stored session and can end it (e.g. when the api client reports an expired session).
 */
interface SessionState {
  info: SessionInfo | undefined;
  setSession: (info: SessionInfo) => void;
  clearSession: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  info: readSessionInfo(safeLocalStorage.get(storageKeys.sessionInfo)),
  setSession: (info) => {
    safeLocalStorage.set(storageKeys.sessionInfo, JSON.stringify(info));
    set({ info });
  },
  clearSession: () => {
    safeLocalStorage.remove(storageKeys.sessionInfo);
    safeLocalStorage.set(storageKeys.autoLogin, '0');
    set({ info: undefined });
  },
}));

/** Token getter injected into the api client. */
export function getSessionToken(): string | undefined {
  return useSessionStore.getState().info?.token;
}

/** Session-expired handler injected into the api client. */
export function endSession(): void {
  useSessionStore.getState().clearSession();
}

export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.info !== undefined);
}

export function useSessionInfo(): SessionInfo | undefined {
  return useSessionStore((s) => s.info);
}
