import { freeMemberCheck, isAgent, isPlayer, isRealMember, isTrial } from './roles';

describe('roles (spec §3/§6)', () => {
  it.each<[number | undefined, boolean]>([
    [0, true],
    [1, true],
    [2, true],
    [4, false],
    [40, false],
    [41, false],
    [undefined, false],
  ])('real member: types 0, 1, 2 — type %s → %s', (type, real) => {
    expect(isRealMember(type)).toBe(real);
  });

  it.each<[number | undefined, boolean]>([
    [4, true],
    [0, false],
    [40, false],
    [undefined, false],
  ])('trial or guest is type 4 — type %s → %s', (type, trial) => {
    expect(isTrial(type)).toBe(trial);
  });

  it.each<[number | undefined, boolean]>([
    [0, true],
    [1, true],
    [2, true],
    [4, true],
    [40, false],
    [41, false],
    [undefined, false],
  ])('player (real member or trial on demo credit) — type %s → %s', (type, player) => {
    expect(isPlayer(type)).toBe(player);
  });

  it.each<[boolean, number | undefined, boolean]>([
    [true, 1, true],
    [true, 2, true],
    [true, 41, true],
    [true, 42, true],
    [true, 0, false],
    [true, 4, false],
    [true, 40, false],
    [false, 1, false],
    [false, undefined, false],
  ])('agent = logged in and type not 0, 4 or 40 — logged in %s, type %s → %s', (loggedIn, type, agent) => {
    expect(isAgent({ loggedIn, type })).toBe(agent);
  });

  it.each<[boolean, number | undefined, 'pass' | 'free_reject']>([
    [true, 0, 'pass'],
    [true, 1, 'pass'],
    [true, 2, 'pass'],
    [true, 4, 'free_reject'],
    [true, 40, 'free_reject'],
    [false, undefined, 'pass'],
  ])(
    'free-member check: types 0, 1 and 2 pass, any other member gets free_reject — %s/%s → %s',
    (loggedIn, type, result) => {
      expect(freeMemberCheck({ loggedIn, type })).toBe(result);
    },
  );
});
