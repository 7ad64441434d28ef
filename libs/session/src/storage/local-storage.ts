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

/** Storage keys named by the spec (§3 local values). */
export const storageKeys = {
  status: 'status',
  language: 'language',
  sessionInfo: 'MC_SESSION_INFO',
  hideDownloadBar: 'hideDownloadBar',
  autoLogin: 'autoLogin',
  trialName: 'trialName',
  /** Remember-me: login method, username or mobile number and dialing code — never the password. */
  rememberedLogin: 'rememberedLogin',
  /** The member hid the balance ('1'): one choice for every balance display. */
  hideBalance: 'hideBalance',
  /** When the member last answered the reality check with "Continue" (ms since the epoch; session storage). */
  realityCheckAnswered: 'realityCheckAnswered',
  /** The member put off the deposit-limit prompt with "Not now" ('1'; session storage). */
  limitPromptDismissed: 'limitPromptDismissed',
  /** A registration just succeeded ('1'; session storage): the landing screen may show the limit prompt once. */
  limitPromptAfterRegistration: 'limitPromptAfterRegistration',
} as const;
