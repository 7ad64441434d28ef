import { PNG } from 'pngjs';
import { GameListPage, HotGames, VassGameTypes, vendorIconPath } from '@wl/api-client/contract/game-catalogue';
import { gameCalls } from '@wl/api-client/contract';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { errorOf, valueOf } from '../testing/accounts-client';

let t: TestApp;
const merchant = repoBrands()[0]?.merchantCode ?? 'AURORA01';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { merchant, ...headers } });
}

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await get(`${gameCalls.gameList.path}?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return GameListPage.parse(valueOf(response));
}

describe('vendor game types (GLS2_getVassGameType)', () => {
  it('sorts the categories in server order, PROMO included, each with its vendors; maps categories to vendors', async () => {
    const value = VassGameTypes.parse(
      valueOf(await get(`${gameCalls.vendorGameTypes.path}?typeId=1&merchant_code=${merchant}`)),
    );
    expect(value.sorting.map((s) => s.gameType)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'LOTT',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'ELOTT',
      'PROMO',
    ]);
    expect(value.sorting.find((s) => s.gameType === 'PROMO')?.vendorNames).toEqual([]);
    expect(value.mapping['ESPORTS']?.map((v) => v.vassalage)).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(value.mapping['COCKFIGHT']?.map((v) => v.vassalage)).toEqual(['DS88']);
    expect(value.mapping['LOTT']?.map((v) => v.vassalage)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']);
    // A sports vendor is one lobby, launched directly; a slot vendor opens its game list.
    expect(value.mapping['ESPORTS']?.[0]?.lobby).toMatchObject({ vassalage: 'AV', gameId: 'lobby' });
    expect(value.mapping['RNG']?.[0]?.lobby).toBeNull();
    const vendors = new Set(Object.values(value.mapping).flatMap((entries) => entries.map((e) => e.vassalage)));
    expect(vendors.size).toBeGreaterThanOrEqual(15);
    for (const named of ['TCG_LOTTO_VN', 'TCG_SEA', 'DS88', 'AV', 'AI', 'IMES', 'TF', 'IA', 'BTI', 'TCG'])
      expect(vendors).toContain(named);
    expect(value.mapping['RNG']?.find((v) => v.vassalage === 'PG')?.classes).toEqual(
      expect.arrayContaining(['JP', 'SC']),
    );
  });

  it('answers an unchanged catalogue with 304 to If-None-Match', async () => {
    const first = await get(gameCalls.vendorGameTypes.path);
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(gameCalls.vendorGameTypes.path, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('game list (GCSGAME_gameList)', () => {
  it('holds 600+ slot games and every category of the spec', async () => {
    expect((await list('gameType=RNG')).total).toBeGreaterThanOrEqual(600);
    for (const type of ['LOTT', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT'])
      expect((await list(`gameType=${type}`)).total, type).toBeGreaterThan(0);
    expect((await list('gameType=ALL')).total).toBeGreaterThan(800);
  });

  it('pages by 24, caps a larger page size at 24, and answers a page past the end with no games', async () => {
    const first = await list('gameType=RNG&pageNo=1&pageSize=24');
    expect(first.games).toHaveLength(24);
    expect(first.totalPages).toBe(Math.ceil(first.total / 24));
    const capped = await list('gameType=RNG&pageSize=100');
    expect(capped.pageSize).toBe(24);
    expect(capped.games).toHaveLength(24);
    const second = await list('gameType=RNG&pageNo=2');
    expect(second.games[0]?.nodeId).not.toBe(first.games[0]?.nodeId);
    const past = await list(`gameType=RNG&pageNo=${first.totalPages + 1}`);
    expect(past).toMatchObject({ games: [], pageNum: first.totalPages + 1, totalPages: first.totalPages });
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games.length).toBe(first.total - 24 * (first.totalPages - 1));
  });

  it('maps e-sports and cockfight to SPORTS: the SPORTS list holds all three', async () => {
    const sports = await list('gameType=SPORTS');
    expect(new Set(sports.games.map((g) => g.gameType))).toEqual(new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']));
    expect((await list('gameType=ESPORTS')).total).toBe(sports.total);
    expect((await list('gameType=COCKFIGHT&vassalage=DS88')).games.map((g) => g.vassalage)).toEqual(['DS88']);
  });

  it('filters by vendor, class, new, minimum bet and minimum lines (the database answers)', async () => {
    const pg = await list('gameType=RNG&vassalage=PG');
    expect(pg.total).toBe(110);
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
    const jp = await list('gameType=RNG&vassalage=PG&gameClassify=JP');
    expect(jp.total).toBeGreaterThan(0);
    expect(jp.games.every((g) => g.gameClassify === 'JP' && g.vassalage === 'PG')).toBe(true);
    const fresh = await list('gameType=RNG&isNew=true');
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    expect((await list('gameType=RNG&isNew=false')).total + fresh.total).toBe((await list('gameType=RNG')).total);
    const cheap = await list('gameType=RNG&minBet=0.05');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.games.every((g) => g.minBet === 0.05)).toBe(true);
    const lines = await list('gameType=RNG&minLine=243');
    expect(lines.total).toBeGreaterThan(0);
    expect(lines.games.every((g) => g.minLine === 243)).toBe(true);
    const both = await list('gameType=RNG&gameClassify=JP&minBet=0.5&vassalage=JILI');
    expect(both.games.every((g) => g.gameClassify === 'JP' && g.minBet === 0.5 && g.vassalage === 'JILI')).toBe(true);
  });

  it('searches names case-insensitively, literally (% and _ are not wildcards), in the asked language', async () => {
    const [sample] = (await list('gameType=RNG&vassalage=TCG')).games;
    if (!sample) throw new Error('no TCG game');
    const found = await list(`gameName=${encodeURIComponent(sample.gameName.toUpperCase())}`);
    expect(found.games.map((g) => g.nodeId)).toContain(sample.nodeId);
    expect((await list('gameName=%25')).total).toBe(0);
    expect((await list('gameName=_')).total).toBe(0);
    // A backslash is a character like any other (LIKE's escape character is escaped too).
    expect((await list('gameName=%5C')).total).toBe(0);
    // Lottery names are translated: the Portuguese name finds the game, in Portuguese.
    const pt = await list('gameName=Norte&language=PT');
    expect(pt.games.map((g) => g.gameName)).toContain('Vietnã Norte');
    const viaHeader = await list('gameType=LOTT&vassalage=TCG_LOTTO_VN', { language: 'TY' });
    expect(viaHeader.games.find((g) => g.gameId === 'VN_MB')?.gameName).toBe('Vietnam Hilaga');
    expect((await list('gameName=zzzz-no-such-game')).games).toEqual([]);
  });

  it('names the lottery games of the lottery contract', async () => {
    const all = [
      ...(await list('gameType=LOTT&pageSize=24')).games,
      ...(await list('gameType=LOTT&pageNo=2')).games,
      ...(await list('gameType=ELOTT')).games,
    ];
    const ids = all.map((g) => `${g.vassalage}/${g.gameId}`);
    for (const id of [
      'TCG_LOTTO_VN/VN_MB',
      'TCG_LOTTO_VN/VN_MN',
      'TCG_SEA/SEA_4D',
      'LOTT/LOTT_PK10',
      'LOTT/LOTT_SSC',
      'LOTT/LOTT_K3',
      'ELOTT/ELOTT_FAST3',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it.each([
    ['gameType=CASINO', 'query.gameType'],
    ['pageNo=0', 'query.pageNo'],
    ['pageNo=abc', 'query.pageNo'],
    ['pageSize=0', 'query.pageSize'],
    ['gameClassify=XX', 'query.gameClassify'],
    ['isNew=maybe', 'query.isNew'],
    ['minBet=0.001', 'query.minBet'],
    ['minBet=abc', 'query.minBet'],
    ['minBet=-1', 'query.minBet'],
    ['minLine=-1', 'query.minLine'],
    ['vassalage=nope!', 'query.vassalage'],
    ['vassalage=NOSUCHVENDOR', 'query.vassalage'],
    [`gameName=${'x'.repeat(51)}`, 'query.gameName'],
  ])('%s → 400 BAD_REQUEST naming %s', async (query, field) => {
    const response = await get(`${gameCalls.gameList.path}?${query}`);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.value?.fields?.map((f) => f.field)).toContain(field);
  });

  it('answers a repeated address from memory, still by the language asked for', async () => {
    const url = 'gameType=LOTT&vassalage=TCG_LOTTO_VN';
    const name = async (language: string) =>
      (await list(url, { language })).games.find((g) => g.gameId === 'VN_MB')?.gameName;
    expect(await name('EN')).toBe('Vietnam North');
    expect(await name('PT')).toBe('Vietnã Norte');
    expect(await name('EN')).toBe('Vietnam North');
    expect(await name('PT')).toBe('Vietnã Norte');
    const bad = await get(`${gameCalls.gameList.path}?${url}`, { language: 'english' });
    expect(bad.statusCode).toBe(400);
  });

  it('serves the plain list from the cached catalogue with an ETag, and the filtered one without', async () => {
    const plain = await get(`${gameCalls.gameList.path}?gameType=LIVE`);
    expect(plain.headers['etag']).toBeTruthy();
    expect(
      (await get(`${gameCalls.gameList.path}?gameType=LIVE`, { 'if-none-match': String(plain.headers['etag']) }))
        .statusCode,
    ).toBe(304);
    const other = await get(`${gameCalls.gameList.path}?gameType=LIVE&pageNo=2`);
    expect(other.headers['etag']).not.toBe(plain.headers['etag']);
    const searched = await get(`${gameCalls.gameList.path}?gameType=LIVE&gameName=baccarat`);
    expect(searched.headers['etag']).toBeUndefined();
    expect(searched.headers['cache-control']).toBe('no-store');
  });
});

describe('hot games (GCSGAME_hotGamesV2)', () => {
  it('lists the hot games hottest first, for visitors, in the asked language', async () => {
    const response = await get(
      `${gameCalls.hotGames.path}?merchantCode=${merchant}&isPlatform=2&platform=html5&language=PT`,
    );
    const games = HotGames.parse(valueOf(response));
    expect(games.length).toBeGreaterThanOrEqual(12);
    expect(games.every((g) => g.isHot)).toBe(true);
    expect(games.find((g) => g.gameId === 'VN_MB')?.gameName).toBe('Vietnã Norte');
    expect(response.headers['etag']).toBeTruthy();
  });
});

describe('image CDN icons', () => {
  it('serves every game icon as a small PNG cached for a year, and 404 for unknown ones', async () => {
    const [game] = (await list('gameType=RNG')).games;
    expect(game?.iconUrl).toMatch(/^\/game-icons\/v1\/\w+\/\w+\.png$/);
    const icon = await t.app.inject({ method: 'GET', url: `/cdn${game?.iconUrl}` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(icon.rawPayload.length).toBeLessThan(4000);
    const png = PNG.sync.read(icon.rawPayload);
    expect([png.width, png.height]).toEqual([200, 200]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/cdn${game?.iconUrl}`,
          headers: { 'if-none-match': String(icon.headers['etag']) },
        })
      ).statusCode,
    ).toBe(304);
    for (const unknown of ['PG/NOPE.png', 'NOPE/PG001.png', `${game?.vassalage}/${game?.gameId}.svg`])
      expect((await t.app.inject({ method: 'GET', url: `/cdn/game-icons/v1/${unknown}` })).statusCode).toBe(404);
  });

  it('serves vendor icons in colour, white and black; BTI… and TCG… vendors share one set', async () => {
    expect(vendorIconPath('TCG_LOTTO_VN', 'white')).toBe(vendorIconPath('TCG_SEA', 'white'));
    expect(vendorIconPath('BTI_VIRTUAL', 'black')).toBe('/vendor-icons/v1/black/BTI.svg');
    for (const variant of ['colour', 'white', 'black'] as const) {
      for (const vendor of ['TCG_SEA', 'BTI_VIRTUAL', 'DS88', 'AV']) {
        const response = await t.app.inject({ method: 'GET', url: `/cdn${vendorIconPath(vendor, variant)}` });
        expect(response.statusCode, `${vendor} ${variant}`).toBe(200);
        expect(response.headers['cache-control']).toContain('max-age=31536000');
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/cdn/vendor-icons/v1/purple/DS88.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/cdn/vendor-icons/v1/white/TCG_SEA.svg' })).statusCode).toBe(404);
  });
});
