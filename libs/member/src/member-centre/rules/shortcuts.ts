import { isRealMemberType, sitePaths } from '@wl/brand';

/** The member centre's shortcuts (spec §2): deposit, withdraw, invite (only with REFERRAL), security, benefits, download. */
export type ShortcutId = 'deposit' | 'withdraw' | 'invite' | 'security' | 'benefits' | 'download';

export interface Shortcut {
  id: ShortcutId;
  labelKey: string;
  /** Where it goes; the download shortcut opens the download popup instead. */
  route: string | null;
  /** Logged out, it opens the login popup. */
  protected: boolean;
}

export function memberCentreShortcuts({ referral }: { referral: boolean }): Shortcut[] {
  const list: (Shortcut | false)[] = [
    { id: 'deposit', labelKey: 'nav.deposit', route: sitePaths.deposit, protected: true },
    { id: 'withdraw', labelKey: 'nav.withdraw', route: sitePaths.withdraw, protected: true },
    referral && { id: 'invite', labelKey: 'nav.invite', route: sitePaths.inviteFriends, protected: true },
    { id: 'security', labelKey: 'nav.securityCenter', route: sitePaths.securityCenter, protected: true },
    { id: 'benefits', labelKey: 'titles.benefits', route: sitePaths.benefits, protected: true },
    { id: 'download', labelKey: 'nav.appDownload', route: null, protected: false },
  ];
  return list.filter((s): s is Shortcut => s !== false);
}

/**
 * Deposit entry (spec §2, §5): only logged-in members of type 0, 1, 2; visitors are asked to log in,
 * other types get the free_reject toast for 2 s.
 */
export function depositPermission({
  loggedIn,
  type,
}: {
  loggedIn: boolean;
  type: number | undefined;
}): 'allowed' | 'login' | 'free_reject' {
  if (!loggedIn) return 'login';
  return isRealMemberType(type) ? 'allowed' : 'free_reject';
}

/** The member-centre layout: "new" when the mobile template's mem_cen is '1', otherwise "base". */
export function memberCentreLayout(memCen: string | undefined): 'new' | 'base' {
  return memCen === '1' ? 'new' : 'base';
}

/** The deposit layout: "new" when the mobile template's dep_func is '1', otherwise "base". */
export function depositLayout(depFunc: string | undefined): 'new' | 'base' {
  return depFunc === '1' ? 'new' : 'base';
}

/** Whole days since registration (spec §2 user block), never negative. */
export function daysRegistered(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / 86_400_000));
}
