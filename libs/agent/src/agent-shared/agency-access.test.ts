import { agentScreenRedirect, hasAgencyAccess } from './agency-access';

describe('agency access: types 0, 4, 40 have no agency centre; others go to /m/home', () => {
  it.each([
    [true, 0, false],
    [true, 1, true],
    [true, 2, true],
    [true, 4, false],
    [true, 40, false],
    [true, 41, true],
    [true, 42, true],
    [false, undefined, false],
    [false, 1, false],
  ])('logged in %s, type %s → access %s', (loggedIn, type, access) => {
    expect(hasAgencyAccess({ loggedIn, type })).toBe(access);
    expect(agentScreenRedirect({ loggedIn, type })).toBe(access ? null : '/m/home');
  });
});
