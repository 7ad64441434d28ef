import { closeTarget, lotteryPlayPath, parsePlayRoute } from './play-route';

describe('lottery play page address (spec §2: mui, playType, gameId, prize_mode, optional pageBack)', () => {
  it.each<[string, Parameters<typeof parsePlayRoute>, ReturnType<typeof parsePlayRoute>]>([
    [
      'a full address',
      [{ mui: 'AURORA01', playType: 'trad', gameId: 'VN_MB' }, '?prize_mode=Lott&pageBack=1'],
      { ok: true, route: { mui: 'AURORA01', playType: 'trad', gameId: 'VN_MB', prizeMode: 'Lott', pageBack: true } },
    ],
    [
      'no pageBack',
      [{ mui: 'RIO01', playType: 'ent', gameId: 'ELOTT_FAST3' }, '?prize_mode=Elott'],
      {
        ok: true,
        route: { mui: 'RIO01', playType: 'ent', gameId: 'ELOTT_FAST3', prizeMode: 'Elott', pageBack: false },
      },
    ],
    [
      'pageBack with any value counts',
      [{ mui: 'M', playType: 'trad', gameId: 'LOTT_K3' }, '?pageBack=&prize_mode=ZY'],
      { ok: true, route: { mui: 'M', playType: 'trad', gameId: 'LOTT_K3', prizeMode: 'ZY', pageBack: true } },
    ],
    [
      'no prize_mode → the default Elott',
      [{ mui: 'M', playType: 'trad', gameId: 'SEA_4D' }, ''],
      { ok: true, route: { mui: 'M', playType: 'trad', gameId: 'SEA_4D', prizeMode: 'Elott', pageBack: false } },
    ],
    [
      'an unknown prize_mode → the default Elott',
      [{ mui: 'M', playType: 'trad', gameId: 'SEA_4D' }, '?prize_mode=Huge'],
      { ok: true, route: { mui: 'M', playType: 'trad', gameId: 'SEA_4D', prizeMode: 'Elott', pageBack: false } },
    ],
    ['an unknown game', [{ mui: 'M', playType: 'trad', gameId: 'NOPE' }, ''], { ok: false, problem: 'unknownGame' }],
    [
      'an unknown play type',
      [{ mui: 'M', playType: 'fun', gameId: 'VN_MB' }, ''],
      { ok: false, problem: 'unknownGame' },
    ],
  ])('%s', (_name, args, expected) => {
    expect(parsePlayRoute(...args)).toEqual(expected);
  });

  it('builds the address the launch rules navigate to and reads it back', () => {
    const route = { mui: 'LUZON01', playType: 'ent', gameId: 'LOTT_PK10', prizeMode: 'Lott', pageBack: true } as const;
    const path = lotteryPlayPath(route);
    expect(path).toBe('/m/lotto-h5/LUZON01/ent/games/LOTT_PK10?prize_mode=Lott&pageBack=1');
    const [pathname, search] = path.split('?');
    const [, , , mui, playType, , gameId] = (pathname ?? '').split('/');
    expect(parsePlayRoute({ mui, playType, gameId }, `?${search}`)).toEqual({ ok: true, route });
  });

  it.each([
    [true, '/m/home'],
    [false, '/m/game'],
  ])(
    'the corner hot-spot closes to %s → %s (pageBack present → home, otherwise the game centre)',
    (pageBack, target) => {
      expect(closeTarget(pageBack)).toBe(target);
    },
  );
});
