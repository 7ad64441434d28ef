import type { FlagSet } from '@wl/brand';

/**
 * The member centre's list entries (member-agent-platform §2 table), each shown only when its
 * condition holds. Pure: the screen renders what this returns.
 */
export type MemberCentreEntryId =
  | 'rewardCenter'
  | 'leaderBoard'
  | 'agent'
  | 'vouReport'
  | 'withdrawReport'
  | 'transactionRecord'
  | 'gameRecord'
  | 'profitAndLoss'
  | 'upLineTransfer'
  | 'manualRebate'
  | 'rebateReport'
  | 'webEmail'
  | 'feedback';

export interface MemberCentreEntry {
  id: MemberCentreEntryId;
  route: string;
  /** Pack key of the entry's label. */
  labelKey: string;
  /** Count shown on the entry (unclaimed rewards, missions). */
  badge?: number;
}

export interface EntriesInput {
  loggedIn: boolean;
  /** The member's type (undefined when logged out). */
  type: number | undefined;
  /** Member info's toUpline (false when unknown). */
  toUpline: boolean;
  flags: Readonly<FlagSet>;
  /** MISSION promotion switch. */
  mission: boolean;
  counts: { unclaimed: number; missions: number };
}

/** Types with no agency centre (spec §4: 0, 4, 40). */
const noAgency: readonly number[] = [0, 4, 40];

export function memberCentreEntries({ loggedIn, type, toUpline, flags, mission, counts }: EntriesInput): MemberCentreEntry[] {
  const entry = (id: MemberCentreEntryId, route: string, labelKey: string, badge?: number): MemberCentreEntry =>
    badge === undefined ? { id, route, labelKey } : { id, route, labelKey, badge };
  const list: (MemberCentreEntry | false)[] = [
    flags.REWCEN3 && entry('rewardCenter', '/m/rewardCenter', 'titles.rewardCenter', counts.unclaimed),
    mission && entry('leaderBoard', '/m/leaderBoard', 'titles.leaderBoard', counts.missions),
    loggedIn && type !== undefined && !noAgency.includes(type) && entry('agent', '/m/agent', 'titles.agent'),
    flags.DEPRECM3 && entry('vouReport', '/m/vouReport', 'titles.vouReport'),
    flags.WITHREC3 && entry('withdrawReport', '/m/withdrawReport', 'titles.withdrawReport'),
    flags.TRANSREC3 && entry('transactionRecord', '/m/transaction/record', 'titles.transactionRecord'),
    flags.TRANSBETREPMEM3 && entry('gameRecord', '/m/gameRecord', 'titles.gameRecord'),
    flags.PERSREP && entry('profitAndLoss', '/m/profitandloss', 'titles.profitAndLoss'),
    flags.AGETRANSFERUP3 && loggedIn && toUpline && type !== 2 && entry('upLineTransfer', '/m/upLine/transfer', 'titles.upLineTransfer'),
    flags.MANPLAYREB3 && entry('manualRebate', '/m/member/manualRebate', 'titles.manualRebate'),
    flags.PLYRBT && entry('rebateReport', '/m/member/rebateReport', 'titles.rebateReport'),
    flags.MAILCEN && entry('webEmail', '/m/webEmail', 'titles.webEmail'),
    flags.FEEDBACK3 && entry('feedback', '/m/feedback', 'titles.feedback'),
  ];
  return list.filter((e): e is MemberCentreEntry => e !== false);
}

/** When logged out, tapping a protected entry opens the login popup instead of navigating (spec §2, §4). */
export function entryTap(loggedIn: boolean): 'navigate' | 'loginPopup' {
  return loggedIn ? 'navigate' : 'loginPopup';
}
