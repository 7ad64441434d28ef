/** localStorage that never throws (private mode, disabled storage, server rendering). */
export const safeLocalStorage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage full or disabled: the value is simply not kept
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // ignore
    }
  },
};

/** sessionStorage that never throws. */
export const safeSessionStorage = {
  get(key: string): string | null {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.sessionStorage?.setItem(key, value);
    } catch {
      // storage full or disabled: the value is simply not kept
    }
  },
  remove(key: string): void {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // ignore
    }
  },
  /** Logout clears all of session storage (spec §4). */
  clear(): void {
    try {
      globalThis.sessionStorage?.clear();
    } catch {
      // ignore
    }
  },
};

// The keys live with the contract: the page's start script reads two of them before the app runs (decision 0069).
export { storageKeys } from '@wl/api-client/contract/storage-keys';
