/** The lobby remembers its tab for the visit (session storage), so coming back from a game keeps it. */
export const safeSessionTab = {
  read(key: string): string | null {
    try {
      return globalThis.sessionStorage?.getItem(`lobbyTab:${key}`) ?? null;
    } catch {
      return null;
    }
  },
  write(key: string, tab: string): void {
    try {
      globalThis.sessionStorage?.setItem(`lobbyTab:${key}`, tab);
    } catch {
      // not kept
    }
  },
};
