import {
  changePasswordPath,
  handoffPath,
  logoutPath,
  memberInfoPath,
  renewPath,
  walletBalancePath,
} from '@wl/api-client/contract';
import { allowsForcedChangeSession } from './forced-password-change';

describe('calls open to a session that must change its password', () => {
  it.each([
    ['changing the password', 'POST', changePasswordPath, true],
    ['logging out', 'DELETE', logoutPath, true],
    ['reading its own member info (the username)', 'GET', memberInfoPath, true],
    ['the method in lower case', 'post', changePasswordPath, true],
    ['the change path with another method', 'GET', changePasswordPath, false],
    ['member info with another method', 'POST', memberInfoPath, false],
    ['renewing the session', 'POST', renewPath, false],
    ['a handoff token for another site', 'POST', handoffPath, false],
    ['the wallet balance', 'GET', walletBalancePath, false],
    ['a relay call', 'GET', '/wps/relay/:name', false],
    ['an unknown route', 'GET', undefined, false],
  ] as const)('%s → %s', (_name, method, route, expected) => {
    expect(allowsForcedChangeSession(method, route)).toBe(expected);
  });
});
