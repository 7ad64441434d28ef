import type { FlagSet } from '@wl/brand';
import { entryAllowed, type EntryId } from '@wl/session';

import { sitePaths } from '@wl/brand';
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
  | 'feedback'
  | 'responsibleGaming';

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

/** The rows of the spec's table, in order, each with the one entry rule's id (`@wl/session` `entryAllowed`). */
const rows: readonly {
  id: MemberCentreEntryId;
  rule: EntryId;
  route: string;
  labelKey: string;
  badge?: 'unclaimed' | 'missions';
}[] = [
  {
    id: 'rewardCenter',
    rule: 'rewardCenter',
    route: sitePaths.rewardCenter,
    labelKey: 'titles.rewardCenter',
    badge: 'unclaimed',
  },
  {
    id: 'leaderBoard',
    rule: 'mission',
    route: sitePaths.leaderBoard,
    labelKey: 'titles.leaderBoard',
    badge: 'missions',
  },
  { id: 'agent', rule: 'agencyCentre', route: sitePaths.agent, labelKey: 'titles.agent' },
  { id: 'vouReport', rule: 'depositRecords', route: sitePaths.depositRecords, labelKey: 'titles.vouReport' },
  {
    id: 'withdrawReport',
    rule: 'withdrawRecords',
    route: sitePaths.withdrawRecords,
    labelKey: 'titles.withdrawReport',
  },
  {
    id: 'transactionRecord',
    rule: 'transactionRecord',
    route: sitePaths.transactionRecord,
    labelKey: 'titles.transactionRecord',
  },
  { id: 'gameRecord', rule: 'bettingRecord', route: sitePaths.betRecord, labelKey: 'titles.gameRecord' },
  { id: 'profitAndLoss', rule: 'profitAndLoss', route: sitePaths.profitLoss, labelKey: 'titles.profitAndLoss' },
  { id: 'upLineTransfer', rule: 'uplineTransfer', route: sitePaths.uplineTransfer, labelKey: 'titles.upLineTransfer' },
  { id: 'manualRebate', rule: 'manualRebate', route: sitePaths.manualRebate, labelKey: 'titles.manualRebate' },
  { id: 'rebateReport', rule: 'rebateReport', route: sitePaths.rebateReport, labelKey: 'titles.rebateReport' },
  { id: 'webEmail', rule: 'messages', route: sitePaths.inbox, labelKey: 'titles.webEmail' },
  { id: 'feedback', rule: 'feedback', route: sitePaths.feedback, labelKey: 'titles.feedback' },
  // Player protection (issue 13, decision 0040): last, after the spec's table.
  {
    id: 'responsibleGaming',
    rule: 'responsibleGaming',
    route: sitePaths.responsibleGaming,
    labelKey: 'titles.responsibleGaming',
  },
];

export function memberCentreEntries({
  loggedIn,
  type,
  toUpline,
  flags,
  mission,
  counts,
}: EntriesInput): MemberCentreEntry[] {
  // REFERRAL does not decide any row of the table.
  const context = { flags, promotions: { MISSION: mission, REFERRAL: false }, loggedIn, type, toUpline };
  return rows
    .filter((row) => entryAllowed(row.rule, context))
    .map(({ id, route, labelKey, badge }) =>
      badge === undefined ? { id, route, labelKey } : { id, route, labelKey, badge: counts[badge] },
    );
}

/** When logged out, tapping a protected entry opens the login popup instead of navigating (spec §2, §4). */
export function entryTap(loggedIn: boolean): 'navigate' | 'loginPopup' {
  return loggedIn ? 'navigate' : 'loginPopup';
}
