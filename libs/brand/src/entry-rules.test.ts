import { whiteLabelFlags, type WhiteLabelFlag } from './flags';
import type { FlagSet } from './resolve-flags';
import { entryAllowed, entryRequirements, type EntryContext, type EntryId } from './entry-rules';

const allFlags = (on: boolean): FlagSet => Object.fromEntries(whiteLabelFlags.map((f) => [f, on])) as FlagSet;
const member: EntryContext = {
  flags: allFlags(true),
  promotions: { MISSION: true, REFERRAL: true },
  loggedIn: true,
  type: 0,
  toUpline: true,
};

describe('entryAllowed: each flag turns its entries off, and only those', () => {
  const flagged: [WhiteLabelFlag, EntryId[]][] = [
    ['REWCEN3', ['rewardCenter', 'unclaimedBadge']],
    ['DEPRECM3', ['depositRecords']],
    ['WITHREC3', ['withdrawRecords']],
    ['TRANSREC3', ['transactionRecord']],
    ['TRANSBETREPMEM3', ['bettingRecord']],
    ['PERSREP', ['profitAndLoss']],
    ['AGETRANSFERUP3', ['uplineTransfer']],
    ['MANPLAYREB3', ['manualRebate']],
    ['PLYRBT', ['rebateReport']],
    ['MAILCEN', ['messages']],
    ['FEEDBACK3', ['feedback']],
  ];
  const ids = Object.keys(entryRequirements) as EntryId[];
  it.each(flagged)('%s off → %j hidden', (flag, hidden) => {
    const context = { ...member, flags: { ...allFlags(true), [flag]: false } };
    expect(ids.filter((id) => id !== 'agencyCentre' && !entryAllowed(id, context))).toEqual(hidden);
    expect(ids.filter((id) => id !== 'agencyCentre' && !entryAllowed(id, member))).toEqual([]);
  });

  it('covers every flag the table names', () => {
    const named = new Set(ids.map((id) => entryRequirements[id].flag).filter(Boolean));
    expect([...named].sort()).toEqual(flagged.map(([flag]) => flag).sort());
  });
});

describe('entryAllowed: promotion switches', () => {
  it.each<[EntryId, boolean, boolean]>([
    ['mission', true, true],
    ['mission', false, false],
    ['missionBadge', true, true],
    ['missionBadge', false, false],
  ])('%s with MISSION %s → %s', (id, mission, allowed) => {
    expect(entryAllowed(id, { ...member, promotions: { MISSION: mission, REFERRAL: true } })).toBe(allowed);
  });
});

describe('entryAllowed: roles', () => {
  it.each<[string, EntryId, Partial<EntryContext>, boolean]>([
    ['guest sees the reward centre entry', 'rewardCenter', { loggedIn: false, type: undefined }, true],
    ['guest has no unclaimed badge', 'unclaimedBadge', { loggedIn: false, type: undefined }, false],
    ['trial has no unclaimed badge', 'unclaimedBadge', { type: 4 }, false],
    ['member (type 1) has the badge', 'unclaimedBadge', { type: 1 }, true],
    ['member type 0: no agency centre', 'agencyCentre', { type: 0 }, false],
    ['trial type 4: no agency centre', 'agencyCentre', { type: 4 }, false],
    ['type 40: no agency centre', 'agencyCentre', { type: 40 }, false],
    ['agent type 1: agency centre', 'agencyCentre', { type: 1 }, true],
    ['guest: no agency centre', 'agencyCentre', { loggedIn: false, type: undefined }, false],
    ['upline transfer with toUpline', 'uplineTransfer', { type: 0, toUpline: true }, true],
    ['upline transfer without toUpline', 'uplineTransfer', { type: 0, toUpline: false }, false],
    ['upline transfer refused to type 2', 'uplineTransfer', { type: 2, toUpline: true }, false],
    ['upline transfer needs a session', 'uplineTransfer', { loggedIn: false, type: undefined, toUpline: true }, false],
    ['account activity for a member', 'accountActivity', { type: 0 }, true],
    ['account activity for an agent', 'accountActivity', { type: 1 }, true],
    ['no account activity for a trial account', 'accountActivity', { type: 4 }, false],
    ['no account activity for a guest', 'accountActivity', { loggedIn: false, type: undefined }, false],
    ['announcements for everyone', 'announcements', { loggedIn: false, type: undefined, flags: allFlags(false) }, true],
    [
      'responsible gaming for a guest, every flag off',
      'responsibleGaming',
      { loggedIn: false, type: undefined, flags: allFlags(false) },
      true,
    ],
    ['responsible gaming for a member, every flag off', 'responsibleGaming', { type: 0, flags: allFlags(false) }, true],
  ])('%s', (_name, id, context, allowed) => {
    expect(entryAllowed(id, { ...member, ...context })).toBe(allowed);
  });
});
