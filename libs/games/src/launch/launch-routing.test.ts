import { gameListPathOf, launchRoute, lotteryLaunchPath, playTypeOf, prizeModeOf } from './launch-routing';
import type { LaunchAction, LaunchGame, LaunchInput } from './launch-routing';

const game = (overrides: Partial<LaunchGame>): LaunchGame => ({
  vassalage: 'PG',
  gameType: 'RNG',
  gameId: 'PG001',
  nodeId: 7,
  isGameH5: '',
  lottoMode: null,
  ...overrides,
});
const elottMapping = { ELOTT: [{ vassalage: 'ELOTT' }, { vassalage: 'LOTT' }] };
const plainMapping = { ELOTT: [{ vassalage: 'ELOTT' }] };
const member = { loggedIn: true };

describe('game launch (spec §4)', () => {
  it.each<[string, LaunchInput, LaunchAction]>([
    ['without a session go to /m/login', { loggedIn: false, game: game({}), mapping: elottMapping }, { kind: 'login' }],
    [
      'a trial session plays too (on its demo credit): the generic launch',
      { loggedIn: true, game: game({}), mapping: elottMapping },
      { kind: 'generic', gameCategory: 'RNG', vendor: 'PG', gameId: 'PG001', nodeId: 7 },
    ],
    [
      'without a session even a lottery game goes to login',
      { loggedIn: false, game: game({ vassalage: 'TCG_LOTTO_VN', gameId: 'VN_MB' }), mapping: elottMapping },
      { kind: 'login' },
    ],
    [
      'TCG_LOTTO_VN uses the lottery launch, Elott when the mapping has an ELOTT entry for LOTT',
      {
        ...member,
        game: game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameId: 'VN_MB', lottoMode: 'Tradition' }),
        mapping: elottMapping,
      },
      { kind: 'lottery', vendor: 'TCG_LOTTO_VN', gameCode: 'VN_MB', prizeMode: 'Elott', playType: 'trad' },
    ],
    [
      'TCG_LOTTO_VN with the lottery mode when the mapping has no such ELOTT entry',
      {
        ...member,
        game: game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameId: 'VN_MN' }),
        mapping: plainMapping,
      },
      { kind: 'lottery', vendor: 'TCG_LOTTO_VN', gameCode: 'VN_MN', prizeMode: 'Lott', playType: 'trad' },
    ],
    [
      'TCG_SEA uses the lottery launch with prize mode SEA',
      { ...member, game: game({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameId: 'SEA_4D' }), mapping: elottMapping },
      { kind: 'lottery', vendor: 'TCG_SEA', gameCode: 'SEA_4D', prizeMode: 'SEA', playType: 'trad' },
    ],
    [
      'LOTT uses the lottery launch with playType trad',
      {
        ...member,
        game: game({ vassalage: 'LOTT', gameType: 'LOTT', gameId: 'LOTT_K3', lottoMode: 'Tradition' }),
        mapping: plainMapping,
      },
      { kind: 'lottery', vendor: 'LOTT', gameCode: 'LOTT_K3', prizeMode: 'Lott', playType: 'trad' },
    ],
    [
      'ELOTT uses the lottery launch; lottoMode containing Entertainment → playType ent',
      {
        ...member,
        game: game({ vassalage: 'ELOTT', gameType: 'ELOTT', gameId: 'ELOTT_DICE', lottoMode: 'Entertainment' }),
        mapping: elottMapping,
      },
      { kind: 'lottery', vendor: 'ELOTT', gameCode: 'ELOTT_DICE', prizeMode: 'Elott', playType: 'ent' },
    ],
    [
      'isGameH5 VASSALAGE opens /m/gameList',
      { ...member, game: game({ vassalage: 'JILI', gameType: 'FISH', isGameH5: 'VASSALAGE' }), mapping: elottMapping },
      { kind: 'gameList', gameType: 'FISH', vassalage: 'JILI' },
    ],
    [
      'anything else uses the generic launch with gameCategory, vendor, gameId and nodeId',
      {
        ...member,
        game: game({ vassalage: 'EVO', gameType: 'LIVE', gameId: 'EVO003', nodeId: 42 }),
        mapping: elottMapping,
      },
      { kind: 'generic', gameCategory: 'LIVE', vendor: 'EVO', gameId: 'EVO003', nodeId: 42 },
    ],
    [
      'an agent (type 1) launches like a member',
      {
        loggedIn: true,
        game: game({ vassalage: 'DS88', gameType: 'COCKFIGHT', gameId: 'lobby', nodeId: 9 }),
        mapping: undefined,
      },
      { kind: 'generic', gameCategory: 'COCKFIGHT', vendor: 'DS88', gameId: 'lobby', nodeId: 9 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(launchRoute(input)).toEqual(expected);
  });

  it.each([
    [undefined, 'Lott'],
    [{}, 'Lott'],
    [{ ELOTT: [{ vassalage: 'TCG_LOTTO_VN' }] }, 'Elott'],
    [{ LOTT: [{ vassalage: 'LOTT' }] }, 'Lott'],
  ])('prize mode of mapping %j is %s', (mapping, mode) => {
    expect(prizeModeOf(mapping)).toBe(mode);
  });

  it.each([
    [null, 'trad'],
    ['Tradition', 'trad'],
    ['Entertainment', 'ent'],
    ['Tradition,Entertainment', 'ent'],
  ])('lottoMode %s → playType %s', (mode, playType) => {
    expect(playTypeOf(mode)).toBe(playType);
  });

  it('builds the launch screen path with the spec query, pageBack when launched from home', () => {
    const action = {
      kind: 'lottery',
      vendor: 'TCG_SEA',
      gameCode: 'SEA_4D',
      prizeMode: 'SEA',
      playType: 'trad',
    } as const;
    expect(lotteryLaunchPath(action, true)).toBe(
      '/m/launchGame?vendor=TCG_SEA&code=SEA_4D&playType=trad&prize_mode=SEA&pageBack=1',
    );
    expect(lotteryLaunchPath(action, false)).toBe(
      '/m/launchGame?vendor=TCG_SEA&code=SEA_4D&playType=trad&prize_mode=SEA',
    );
    expect(gameListPathOf('RNG', 'PG')).toBe('/m/gameList?gameType=RNG&vassalage=PG');
  });
});
