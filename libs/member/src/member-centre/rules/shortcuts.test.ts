import {
  daysRegistered,
  depositLayout,
  depositPermission,
  memberCentreLayout,
  memberCentreShortcuts,
} from './shortcuts';

describe('member centre shortcuts', () => {
  it('deposit, withdraw, invite (only if the REFERRAL promo is enabled), security centre, benefits, download popup', () => {
    expect(memberCentreShortcuts({ referral: true }).map((s) => s.id)).toEqual([
      'deposit',
      'withdraw',
      'invite',
      'security',
      'benefits',
      'download',
    ]);
    expect(memberCentreShortcuts({ referral: false }).map((s) => s.id)).toEqual([
      'deposit',
      'withdraw',
      'security',
      'benefits',
      'download',
    ]);
  });

  it('every shortcut but the download popup is protected', () => {
    expect(
      memberCentreShortcuts({ referral: true })
        .filter((s) => !s.protected)
        .map((s) => s.id),
    ).toEqual(['download']);
  });
});

describe('deposit permission (only logged-in members of type 0, 1, 2)', () => {
  it.each<[boolean, number | undefined, ReturnType<typeof depositPermission>]>([
    [true, 0, 'allowed'],
    [true, 1, 'allowed'],
    [true, 2, 'allowed'],
    [true, 4, 'free_reject'],
    [true, 40, 'free_reject'],
    [true, 41, 'free_reject'],
    [false, undefined, 'login'],
  ])('logged in %s, type %s → %s', (loggedIn, type, expected) => {
    expect(depositPermission({ loggedIn, type })).toBe(expected);
  });
});

describe('templates', () => {
  it.each<[string | undefined, 'new' | 'base']>([
    ['1', 'new'],
    ['0', 'base'],
    [undefined, 'base'],
  ])('mem_cen %s → %s layout; dep_func the same way', (value, layout) => {
    expect(memberCentreLayout(value)).toBe(layout);
    expect(depositLayout(value)).toBe(layout);
  });
});

describe('days registered', () => {
  it('counts whole days since regDate', () => {
    const reg = Date.parse('2024-05-01T10:00:00Z');
    expect(daysRegistered(reg, Date.parse('2024-05-01T23:00:00Z'))).toBe(0);
    expect(daysRegistered(reg, Date.parse('2024-05-03T09:59:59Z'))).toBe(1);
    expect(daysRegistered(reg, Date.parse('2024-05-03T10:00:00Z'))).toBe(2);
    expect(daysRegistered(reg + 1000, reg)).toBe(0);
  });
});
