import { GameListPage, HotGames, VassGameTypes } from '@wl/api-client/contract/game-catalogue';
import { gameCalls } from '@wl/api-client/contract';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { at } from '../db/clock';
import { errorOf, valueOf } from '../testing/accounts-client';
import { createMember } from '../testing/game-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/** Game launch under player protection: switched-off game types of a market, a time-out in force. */

const [first, ...others] = repoBrands();
if (!first) throw new Error('no brand');
const merchant = first.merchantCode;
let t: TestApp;
let slot: Game;

async function firstSlot(app: TestApp): Promise<Game> {
  const [game] = GameListPage.parse(
    valueOf(
      await app.app.inject({
        method: 'GET',
        url: `${gameCalls.gameList.path}?gameType=RNG&vassalage=PG`,
        headers: { merchant },
      }),
    ),
  ).games;
  if (!game) throw new Error('no PG game');
  return game;
}

beforeAll(async () => {
  // A test variant of the brand whose market switches slot games off (the brand files stay as they are).
  const probe = await createTestApp();
  slot = await firstSlot(probe);
  await probe.app.close();
  const switchedOff = { ...first, protection: { ...first.protection, switchedOffGameTypes: [slot.gameType] } };
  t = await createTestApp({ db: probe.db, brands: [switchedOff, ...others] });
});
afterAll(() => t.close());

const launch = (game: Game, token: string, on = merchant) =>
  t.app.inject({
    method: 'GET',
    url: `${gameCalls.launchGame.path}?gameCategory=${game.gameType}&vendor=${game.vassalage}&gameId=${game.gameId}&nodeId=${game.nodeId}`,
    headers: { merchant: on, authorization: token },
  });

describe('launch under player protection', () => {
  it('a game of a type the brand’s market switched off cannot launch', async () => {
    const member = await createMember(t.db, merchant);
    const response = await launch(slot, member.token);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('GAME_TYPE_UNAVAILABLE');
  });

  it('the same game launches on a brand that did not switch its type off, but not while a time-out is in force', async () => {
    const sister = others[0];
    if (!sister) throw new Error('the test needs a second brand');
    const member = await createMember(t.db, sister.merchantCode);
    expect((await launch(slot, member.token, sister.merchantCode)).statusCode).toBe(200);
    // A time-out in force while a session is still open (set outside the player's call, which would end it).
    const now = Date.now();
    await t.db.query(
      `INSERT INTO protection_blocks (kind, member_id, merchant_code, operator_id, all_brands, period, started_at, until)
       SELECT 'timeout', m.id, m.merchant_code, mc.operator_id, true, '24h', $2::timestamptz, $3::timestamptz
         FROM members m JOIN merchants mc ON mc.code = m.merchant_code WHERE m.id = $1`,
      [member.id, at(now), at(now + 24 * 60 * 60 * 1000)],
    );
    const refused = await launch(slot, member.token, sister.merchantCode);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('PLAYER_TIMED_OUT');
  });
});

describe('the catalogue of a brand that switched a game type off', () => {
  const get = (url: string, on: string) => t.app.inject({ method: 'GET', url, headers: { merchant: on } });
  const listed = async (query: string, on: string) =>
    GameListPage.parse(valueOf(await get(`${gameCalls.gameList.path}?${query}`, on)));

  it('leaves the type out of the game list, its filters and searches, the vendor data and the hot games; a sister brand still shows it', async () => {
    const sister = others[0];
    if (!sister) throw new Error('the test needs a second brand');
    for (const on of [merchant, sister.merchantCode]) {
      const shown = on === sister.merchantCode;
      const all = await listed('pageSize=500', on);
      expect(all.games.some((g) => g.gameType === slot.gameType)).toBe(shown);
      expect((await listed(`gameType=${slot.gameType}&vassalage=${slot.vassalage}`, on)).total > 0).toBe(shown);
      expect(
        (await listed(`gameType=${slot.gameType}&gameName=${encodeURIComponent(slot.gameName.slice(0, 3))}`, on))
          .total > 0,
      ).toBe(shown);
      const vass = VassGameTypes.parse(valueOf(await get(gameCalls.vendorGameTypes.path, on)));
      expect(vass.sorting.some((c) => c.gameType === slot.gameType)).toBe(shown);
      expect(Object.keys(vass.mapping).includes(slot.gameType)).toBe(shown);
      const hot = HotGames.parse(valueOf(await get(gameCalls.hotGames.path, on)));
      expect(hot.some((g) => g.gameType === slot.gameType)).toBe(shown);
    }
    // The other types stay listed on the brand that switched one off.
    expect((await listed('pageSize=500', merchant)).total).toBeGreaterThan(0);
  });
});
