import { whiteLabelFlags } from '@wl/brand';
import { agentFooterEntries, agentGridEntries } from './agent-grid';

const allOn = Object.fromEntries(whiteLabelFlags.map((f) => [f, true]));
const allOff = Object.fromEntries(whiteLabelFlags.map((f) => [f, false]));
const ids = (flags: Record<string, boolean>) => agentGridEntries(flags).map((e) => e.id);

describe('agent home grid: each entry shown only if its permission key is enabled', () => {
  it('all keys on: every entry in the spec’s order', () => {
    expect(ids(allOn)).toEqual([
      'teamOverview',
      'transactionRecord',
      'teamManagement',
      'redRain',
      'teamPnl',
      'teamBetting',
      'onlineService',
      'agentRebate',
      'teamRebate',
      'securityCenter',
      'messages',
    ]);
  });

  it('all keys off: online service (always shown) and agent rebate settings (no key)', () => {
    expect(ids(allOff)).toEqual(['onlineService', 'agentRebate']);
  });

  it.each([
    ['AGEPAG', 'teamOverview', '/m/agent/team/overview'],
    ['TRANSREC3', 'transactionRecord', '/m/transaction/record?types=A'],
    ['DOWNMAN', 'teamManagement', '/m/member/team'],
    ['AGENTRANSMULTDOWN3', 'redRain', '/m/redRain'],
    ['AGETEAMPNL3', 'teamPnl', '/m/agent/team/pnl'],
    ['TEAMBETTING3', 'teamBetting', '/m/teamBetting'],
    ['AGEREBINC3', 'teamRebate', '/m/member/teamRebate'],
    ['SECPRIV', 'securityCenter', '/m/securityCenter'],
    ['MAILCEN', 'messages', '/m/webEmail'],
  ])('%s guards %s (%s)', (key, id, to) => {
    expect(ids({ ...allOn, [key]: false })).not.toContain(id);
    const entry = agentGridEntries({ ...allOff, [key]: true }).find((e) => e.id === id);
    expect(entry).toMatchObject({ kind: 'route', to });
  });

  it('GAMSER does not hide online service', () => {
    expect(ids({ ...allOn, GAMSER: false })).toContain('onlineService');
  });

  it('messages carry the unread badge', () => {
    expect(agentGridEntries(allOn).find((e) => e.id === 'messages')).toMatchObject({ badge: 'messages' });
  });
});

describe('agent footer: home, open account, dividend only if dividends enabled, announcements type A', () => {
  it.each([
    [true, ['home', 'openAccount', 'dividend', 'announcements']],
    [false, ['home', 'openAccount', 'announcements']],
  ])('dividends enabled %s', (dividendEnabled, expected) => {
    expect(agentFooterEntries({ dividendEnabled }).map((e) => e.id)).toEqual(expected);
  });

  it('links to the spec’s routes', () => {
    expect(agentFooterEntries({ dividendEnabled: true }).map((e) => e.to)).toEqual([
      '/m/home',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice?types=A',
    ]);
  });
});
