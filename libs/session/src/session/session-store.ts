import { create } from 'zustand';
import { safeLocalStorage, safeSessionStorage, storageKeys } from '../storage/local-storage';
import { readSessionInfo, type SessionInfo } from './session-info';

/**
 * The session (spec §3/§4). Session info lives under MC_SESSION_INFO in session storage, and also in
 * local storage when the member chose remember-me (so it survives closing the browser). No password
 * is ever stored: the only secret kept is the revocable session token.
 *
 * `heldPassword` is the password typed at a login whose answer forces a password change: it lives
 * in memory only (never in storage) so /m/changePsw can hide the old-password field.
 */
export interface StartSessionOptions {
  /** Keep the session in local storage too (remember-me). */
  remember: boolean;
  /** Guest name of a free-play session, kept as trialName in session storage. */
  trialName?: string;
  /** Password typed at a login that forces a change (memory only). */
  heldPassword?: string;
}

interface SessionState {
  info: SessionInfo | undefined;
  /** Trial (guest) session: type 4. */
  trialName: string | undefined;
  heldPassword: string | undefined;
  startSession: (info: SessionInfo, options: StartSessionOptions) => void;
  /** Drops the memory-only password (after the forced change succeeded or was left). */
  forgetHeldPassword: () => void;
  /** Records whether the platform still asks for a password change (`firstTimeLogin`), where the session is kept. */
  setPasswordChangeDue: (due: boolean) => void;
  clearSession: () => void;
}

function readStoredSession(): SessionInfo | undefined {
  return (
    readSessionInfo(safeSessionStorage.get(storageKeys.sessionInfo)) ??
    readSessionInfo(safeLocalStorage.get(storageKeys.sessionInfo))
  );
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  info: readStoredSession(),
  trialName: safeSessionStorage.get(storageKeys.trialName) ?? undefined,
  heldPassword: undefined,
  startSession: (info, { remember, trialName, heldPassword }) => {
    const raw = JSON.stringify(info);
    safeSessionStorage.set(storageKeys.sessionInfo, raw);
    if (remember) safeLocalStorage.set(storageKeys.sessionInfo, raw);
    else safeLocalStorage.remove(storageKeys.sessionInfo);
    safeLocalStorage.set(storageKeys.autoLogin, remember ? '1' : '0');
    if (trialName) safeSessionStorage.set(storageKeys.trialName, trialName);
    else safeSessionStorage.remove(storageKeys.trialName);
    set({ info, trialName, heldPassword });
  },
  forgetHeldPassword: () => set({ heldPassword: undefined }),
  setPasswordChangeDue: (due) => {
    const { info } = get();
    if (!info || (info.firstTimeLogin ?? false) === due) return;
    const next = { ...info, firstTimeLogin: due };
    const raw = JSON.stringify(next);
    safeSessionStorage.set(storageKeys.sessionInfo, raw);
    if (safeLocalStorage.get(storageKeys.sessionInfo) !== null) safeLocalStorage.set(storageKeys.sessionInfo, raw);
    set({ info: next });
  },
  clearSession: () => {
    safeSessionStorage.clear();
    safeLocalStorage.remove(storageKeys.sessionInfo);
    safeLocalStorage.set(storageKeys.autoLogin, '0');
    set({ info: undefined, trialName: undefined, heldPassword: undefined });
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
