import type { WhiteLabelFlag } from './flags';
import { isAgent, isRealMember } from './roles';

/**
 * One rule for every entry point (side menu, footer, member centre, message centre, service menu,
 * badges): what each feature entry needs — a white-label flag, a promotion switch and/or a role.
 * An entry point may add its own presentation switch (the brand's side-menu switches, a configured
 * link) but never skips this rule, so a feature the operator turned off is offered nowhere.
 * Pure: no React, no I/O.
 */
export type EntryId =
  | 'rewardCenter'
  | 'unclaimedBadge'
  | 'mission'
  | 'missionBadge'
  | 'agencyCentre'
  | 'depositRecords'
  | 'withdrawRecords'
  | 'transactionRecord'
  | 'bettingRecord'
  | 'profitAndLoss'
  | 'uplineTransfer'
  | 'manualRebate'
  | 'rebateReport'
  | 'messages'
  | 'announcements'
  | 'feedback'
  | 'accountActivity'
  | 'responsibleGaming';

export type PromoSwitch = 'MISSION' | 'REFERRAL';

/** Who may see an entry: anyone, a logged-in real member (type 0–2), an agent, or a member allowed to transfer to the superior. */
export type EntryRole = 'anyone' | 'realMember' | 'agent' | 'uplineTransfer';

export interface EntryRequirement {
  flag?: WhiteLabelFlag;
  promo?: PromoSwitch;
  role: EntryRole;
}

/** The table (member-agent-platform §2 member-centre table and message centre; visitor-session-games §2 side menu and footer). */
export const entryRequirements: Readonly<Record<EntryId, EntryRequirement>> = {
  rewardCenter: { flag: 'REWCEN3', role: 'anyone' },
  // The footer's and reward centre's badge of unclaimed promotions: only members have anything to claim.
  unclaimedBadge: { flag: 'REWCEN3', role: 'realMember' },
  mission: { promo: 'MISSION', role: 'anyone' },
  missionBadge: { promo: 'MISSION', role: 'realMember' },
  agencyCentre: { role: 'agent' },
  depositRecords: { flag: 'DEPRECM3', role: 'anyone' },
  withdrawRecords: { flag: 'WITHREC3', role: 'anyone' },
  transactionRecord: { flag: 'TRANSREC3', role: 'anyone' },
  bettingRecord: { flag: 'TRANSBETREPMEM3', role: 'anyone' },
  profitAndLoss: { flag: 'PERSREP', role: 'anyone' },
  uplineTransfer: { flag: 'AGETRANSFERUP3', role: 'uplineTransfer' },
  manualRebate: { flag: 'MANPLAYREB3', role: 'anyone' },
  rebateReport: { flag: 'PLYRBT', role: 'anyone' },
  messages: { flag: 'MAILCEN', role: 'anyone' },
  announcements: { role: 'anyone' },
  feedback: { flag: 'FEEDBACK3', role: 'anyone' },
  // Previous login and live sessions (docs/decisions/0042-account-activity.md): a real member's own.
  accountActivity: { role: 'realMember' },
  // Player protection (issue 13): signposted to everyone, whatever the flags; the screen asks visitors to log in (decision 0040).
  responsibleGaming: { role: 'anyone' },
};

export interface EntryContext {
  /** The run-time flags (brand defaults overlaid by the platform: `useFlags`). */
  flags: Readonly<Partial<Record<WhiteLabelFlag, boolean>>>;
  promotions: Readonly<Record<PromoSwitch, boolean>>;
  loggedIn: boolean;
  /** The session's member type (undefined when logged out). */
  type: number | undefined;
  /** Member info's toUpline (false when unknown). */
  toUpline?: boolean;
}

function roleAllows(role: EntryRole, { loggedIn, type, toUpline = false }: EntryContext): boolean {
  switch (role) {
    case 'anyone':
      return true;
    case 'realMember':
      return loggedIn && isRealMember(type);
    case 'agent':
      return isAgent({ loggedIn, type });
    case 'uplineTransfer':
      // Spec: AGETRANSFERUP3, the member has toUpline, type not 2.
      return loggedIn && toUpline && type !== 2;
  }
}

/** Whether the entry is offered: its flag on, its promotion switch on and its role satisfied. */
export function entryAllowed(id: EntryId, context: EntryContext): boolean {
  const { flag, promo, role } = entryRequirements[id];
  if (flag !== undefined && context.flags[flag] !== true) return false;
  if (promo !== undefined && !context.promotions[promo]) return false;
  return roleAllows(role, context);
}
