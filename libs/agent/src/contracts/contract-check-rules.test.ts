import { contractAlerts, contractCheckRuns } from './contract-check-rules';

describe('contract check by member type: types 4, 40, 41, 42 skip it', () => {
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [4, false],
    [40, false],
    [41, false],
    [42, false],
  ])('type %i → runs %s', (type, runs) => {
    expect(contractCheckRuns({ loggedIn: true, type })).toBe(runs);
  });

  it('never runs without a session', () => {
    expect(contractCheckRuns({ loggedIn: false, type: undefined })).toBe(false);
    expect(contractCheckRuns({ loggedIn: false, type: 1 })).toBe(false);
  });
});

describe('contract check: an alert for each non-empty field, Go leads to its contract route', () => {
  const empty = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
  it.each([
    ['nothing pending', empty, []],
    ['daily salary', { ...empty, dailysalreqtype: 'TURNOVER' }, ['/m/member/agent/getSalaryContract']],
    ['dividend', { ...empty, divtypecompperiodreq: 'HALF_MONTH' }, ['/m/member/agent/getDevidendContract']],
    ['hourly salary', { ...empty, contracthoursalreq: 'TURNOVER' }, ['/m/member/agent/getHourContract']],
    [
      'all three, in order',
      { dailysalreqtype: 'A', divtypecompperiodreq: 'B', contracthoursalreq: 'C' },
      ['/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract'],
    ],
    ['blank text counts as empty', { ...empty, dailysalreqtype: '  ' }, []],
  ])('%s', (_name, info, routes) => {
    expect(contractAlerts(info).map((a) => a.route)).toEqual(routes);
  });
});
