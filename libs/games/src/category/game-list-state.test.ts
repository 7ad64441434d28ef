import { gameListFilterParams } from '@wl/api-client/contract/first-catalogue-calls';
import {
  firstListParams,
  gameListParams,
  readGameListState,
  searchTabsOf,
  vendorClassTabs,
  writeGameListState,
} from './game-list-state';
import type { GameListState } from './game-list-state';

const base: GameListState = {
  gameType: 'RNG',
  vassalage: null,
  gameName: null,
  tab: 'all',
  gameClassify: null,
  minBet: null,
};

describe('category page state in the query string', () => {
  it.each<[string, Partial<GameListState>]>([
    ['gameType=RNG&vassalage=PG', { gameType: 'RNG', vassalage: 'PG' }],
    ['gameType=live', { gameType: 'LIVE' }],
    ['gameType=RNG&tab=new&gameClassify=JP&minBet=0.05', { tab: 'new', gameClassify: 'JP', minBet: 0.05 }],
    ['gameType=RNG&gameName=%20golden%20', { gameName: 'golden' }],
    ['gameType=RNG&tab=bogus&gameClassify=XX&minBet=3&vassalage=bad%20one', {}],
    ['gameType=RNG&gameName=%20%20', {}],
  ])('%s reads as expected; bad values are dropped', (query, expected) => {
    expect(readGameListState(new URLSearchParams(query))).toEqual({ ...base, ...expected });
  });

  it('writes back what it reads (defaults left out)', () => {
    const state = {
      ...base,
      vassalage: 'JILI',
      gameName: 'fortune',
      tab: 'hot',
      gameClassify: 'AC',
      minBet: 0.1,
    } as const;
    const written = writeGameListState(state).toString();
    expect(written).toBe('gameType=RNG&vassalage=JILI&gameName=fortune&tab=hot&gameClassify=AC&minBet=0.1');
    expect(readGameListState(new URLSearchParams(written))).toEqual(state);
    expect(writeGameListState(base).toString()).toBe('gameType=RNG');
  });
});

describe('game list filters (spec §2, §7)', () => {
  it.each<[string, Partial<GameListState>, Record<string, unknown>]>([
    ['RNG', {}, { gameType: 'RNG' }],
    ['ESPORTS', {}, { gameType: 'SPORTS' }],
    ['COCKFIGHT', { vassalage: 'DS88' }, { gameType: 'SPORTS', vassalage: 'DS88' }],
    ['RNG', { tab: 'new' }, { gameType: 'RNG', isNew: true }],
    ['LIVE', { tab: 'new' }, { gameType: 'LIVE' }],
    [
      'RNG',
      { gameName: 'gold', gameClassify: 'JP', minBet: 0.5 },
      { gameType: 'RNG', gameName: 'gold', gameClassify: 'JP', minBet: 0.5 },
    ],
  ])('%s with %j sends %j', (category, change, params) => {
    expect(gameListParams(category, { ...base, ...change })).toEqual(params);
  });

  it('offers the new tab only for RNG, and vendor classes only when there is more than one', () => {
    expect(searchTabsOf('RNG')).toEqual(['all', 'new', 'fav', 'hot']);
    expect(searchTabsOf('LIVE')).toEqual(['all', 'fav', 'hot']);
    expect(vendorClassTabs(['JP'])).toEqual([]);
    expect(vendorClassTabs(['AC', 'JP'])).toEqual(['AC', 'JP']);
  });
});

describe('the list a category page asks first (decision 0090)', () => {
  it.each<[string, string, Record<string, unknown> | undefined]>([
    ['LIVE', '', { gameType: 'LIVE' }],
    ['ESPORTS', '', { gameType: 'SPORTS' }],
    ['RNG', 'vassalage=PG&minBet=0.1', { gameType: 'RNG', vassalage: 'PG', minBet: 0.1 }],
    ['RNG', 'tab=new', { gameType: 'RNG', isNew: true }],
    ['RNG', 'tab=hot', undefined],
    ['RNG', 'tab=fav', undefined],
  ])('%s ?%s → %j', (category, query, params) => {
    expect(firstListParams(category, new URLSearchParams(query))).toEqual(params);
  });

  it('every parameter that changes the list is one the page’s start script knows as a filter', () => {
    const everything = {
      ...base,
      vassalage: 'JILI',
      gameName: 'x',
      tab: 'hot',
      gameClassify: 'AC',
      minBet: 0.1,
    } as const;
    const keys = [...writeGameListState({ ...everything, gameType: null }).keys()];
    expect([...keys].sort()).toEqual([...gameListFilterParams].sort());
  });
});
