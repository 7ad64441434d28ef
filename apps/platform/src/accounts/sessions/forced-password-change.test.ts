import { accountCalls, sessionCalls } from '@wl/api-client/contract';
import { allowsForcedChangeSession } from './forced-password-change';

describe('calls open to a session that must change its password', () => {
  it.each([
    ['changing the password', 'POST', accountCalls.changePassword.path, true],
    ['logging out', 'DELETE', sessionCalls.logout.path, true],
    ['reading its own member info (the username)', 'GET', sessionCalls.memberInfo.path, true],
    ['the method in lower case', 'post', accountCalls.changePassword.path, true],
    ['the change path with another method', 'GET', accountCalls.changePassword.path, false],
    ['member info with another method', 'POST', sessionCalls.memberInfo.path, false],
    ['renewing the session', 'POST', sessionCalls.renew.path, false],
    ['a handoff token for another site', 'POST', sessionCalls.handoff.path, false],
    ['the wallet balance', 'GET', sessionCalls.walletBalance.path, false],
    ['a relay call', 'GET', '/wps/relay/:name', false],
    ['an unknown route', 'GET', undefined, false],
  ] as const)('%s → %s', (_name, method, route, expected) => {
    expect(allowsForcedChangeSession(method, route)).toBe(expected);
  });
});
