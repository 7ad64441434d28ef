import type { FlagSet } from '@wl/brand';
import { whiteLabelFlags } from '@wl/brand';
import { entryTap, memberCentreEntries } from './entries';
import type { EntriesInput, MemberCentreEntryId } from './entries';

const allOn = Object.fromEntries(whiteLabelFlags.map((f) => [f, true])) as FlagSet;
const member: EntriesInput = {
  loggedIn: true,
  type: 0,
  toUpline: true,
  flags: allOn,
  mission: true,
  counts: { unclaimed: 3, missions: 2 },
};
const ids = (input: Partial<EntriesInput>) => memberCentreEntries({ ...member, ...input }).map((e) => e.id);

describe('member centre list entries (spec §2 table)', () => {
  it('a member with every flag on sees every entry but the agency centre, in the table’s order', () => {
    expect(ids({})).toEqual([
      'rewardCenter',
      'leaderBoard',
      'vouReport',
      'withdrawReport',
      'transactionRecord',
      'gameRecord',
      'profitAndLoss',
      'upLineTransfer',
      'manualRebate',
      'rebateReport',
      'webEmail',
      'feedback',
      'responsibleGaming',
    ]);
  });

  it.each<[MemberCentreEntryId, string]>([
    ['rewardCenter', 'REWCEN3'],
    ['vouReport', 'DEPRECM3'],
    ['withdrawReport', 'WITHREC3'],
    ['transactionRecord', 'TRANSREC3'],
    ['gameRecord', 'TRANSBETREPMEM3'],
    ['profitAndLoss', 'PERSREP'],
    ['upLineTransfer', 'AGETRANSFERUP3'],
    ['manualRebate', 'MANPLAYREB3'],
    ['rebateReport', 'PLYRBT'],
    ['webEmail', 'MAILCEN'],
    ['feedback', 'FEEDBACK3'],
  ])('%s is shown only if %s is on', (id, flag) => {
    expect(ids({})).toContain(id);
    expect(ids({ flags: { ...allOn, [flag]: false } })).not.toContain(id);
  });

  it('responsible gaming is offered whatever the flags, also before login', () => {
    const noFlags = Object.fromEntries(whiteLabelFlags.map((f) => [f, false])) as FlagSet;
    expect(ids({ flags: noFlags })).toContain('responsibleGaming');
    expect(ids({ loggedIn: false, type: undefined, flags: noFlags })).toContain('responsibleGaming');
  });

  it('missions (/m/leaderBoard) only while the MISSION promotion is enabled', () => {
    expect(ids({ mission: false })).not.toContain('leaderBoard');
  });

  it.each<[string, Partial<EntriesInput>, boolean]>([
    ['agency centre: logged in, type 1', { type: 1 }, true],
    ['agency centre: type 41', { type: 41 }, true],
    ['not for type 0', { type: 0 }, false],
    ['not for type 4', { type: 4 }, false],
    ['not for type 40', { type: 40 }, false],
    ['not when logged out', { loggedIn: false, type: undefined }, false],
  ])('%s', (_name, input, shown) => {
    expect(ids(input).includes('agent')).toBe(shown);
  });

  it.each<[string, Partial<EntriesInput>, boolean]>([
    ['transfer to superior: AGETRANSFERUP3, toUpline, type 0', {}, true],
    ['not without toUpline', { toUpline: false }, false],
    ['type 2 cannot use transfer to superior', { type: 2 }, false],
    ['type 1 may', { type: 1 }, true],
    ['not when logged out', { loggedIn: false, type: undefined }, false],
  ])('%s', (_name, input, shown) => {
    expect(ids(input).includes('upLineTransfer')).toBe(shown);
  });

  it('badges: the reward centre shows the unclaimed promo count, missions the mission count', () => {
    const entries = memberCentreEntries(member);
    expect(entries.find((e) => e.id === 'rewardCenter')?.badge).toBe(3);
    expect(entries.find((e) => e.id === 'leaderBoard')?.badge).toBe(2);
    expect(entries.find((e) => e.id === 'vouReport')?.badge).toBeUndefined();
  });

  it('logged out the flag entries still show; tapping one opens the login popup instead of navigating', () => {
    expect(ids({ loggedIn: false, type: undefined })).toContain('vouReport');
    expect(entryTap(false)).toBe('loginPopup');
    expect(entryTap(true)).toBe('navigate');
  });
});
