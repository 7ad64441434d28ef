import { GameListPage } from '@wl/api-client/contract/game-catalogue';
import { LaunchResult, WinnerBoard } from '@wl/api-client/contract/game-launch';
import { accountCalls, gameCalls } from '@wl/api-client/contract';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import type { Db, Queryable } from '../db/db';
import { loadCatalogue } from '../games/catalogue';
import { serialRead, winnerBoard } from '../games/winner-board';
import { errorOf, valueOf } from '../testing/accounts-client';
import { createMember } from '../testing/game-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
const brand = repoBrands()[0];
const merchant = brand?.merchantCode ?? 'AURORA01';
let slot: Game;

beforeAll(async () => {
  t = await createTestApp();
  const [first] = GameListPage.parse(
    valueOf(
      await t.app.inject({
        method: 'GET',
        url: `${gameCalls.gameList.path}?gameType=RNG&vassalage=PG`,
        headers: { merchant },
      }),
    ),
  ).games;
  if (!first) throw new Error('no PG game');
  slot = first;
});
afterAll(async () => {
  await t.close();
});

function launch(query: string, member?: { token: string }, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `${gameCalls.launchGame.path}?${query}`,
    headers: { merchant, ...(member ? { authorization: member.token } : {}), ...headers },
  });
}

const generic = (g: Game) => `gameCategory=${g.gameType}&vendor=${g.vassalage}&gameId=${g.gameId}&nodeId=${g.nodeId}`;

describe('game launch', () => {
  it('visitors get 401 NOT_LOGGED_IN', async () => {
    const response = await launch(generic(slot));
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });

  it('trial accounts launch too (they play on their demo credit)', async () => {
    const trialMerchant = brand?.trialMerchantCode ?? '';
    const trial = valueOf<{ token: string }>(
      await t.app.inject({ method: 'POST', url: accountCalls.freePlay.path, headers: { merchant: trialMerchant } }),
    );
    const result = LaunchResult.parse(valueOf(await launch(generic(slot), trial, { merchant: trialMerchant })));
    expect(result.kind).toBe('game');
    expect(result.url).toMatch(/^\/demo-games\/play\?ticket=/);
  });

  it('other account types that are neither real nor trial get 403 REAL_ACCOUNT_REQUIRED', async () => {
    const member = await createMember(t.db, merchant, { type: 40 });
    const response = await launch(generic(slot), member);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('a disabled (blocked) member has no session any more: 401 SESSION_EXPIRED', async () => {
    const member = await createMember(t.db, merchant);
    await t.db.query(`UPDATE members SET status = 'disabled' WHERE id = $1`, [member.id]);
    const response = await launch(generic(slot), member);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('SESSION_EXPIRED');
  });

  it('a generic launch answers the demo vendor page with a one-time ticket, never the session token, and records a recent game', async () => {
    const member = await createMember(t.db, merchant);
    const response = await launch(`${generic(slot)}&backPath=/m/gameList`, member);
    const result = LaunchResult.parse(valueOf(response));
    expect(result.kind).toBe('game');
    expect(result.url).toMatch(/^\/demo-games\/play\?ticket=[A-Za-z0-9_-]{40,}$/);
    expect(result.url).not.toContain(member.token);
    expect(response.headers['cache-control']).toBe('no-store');
    const [ticket] = await t.db.query<{ back_path: string }>(
      'SELECT back_path FROM demo_game_tickets t JOIN sessions s ON s.token_hash = t.session_hash WHERE s.member_id = $1',
      [member.id],
    );
    expect(ticket?.back_path).toBe('/m/gameList');
    const [recent] = await t.db.query<{ node_id: number }>('SELECT node_id FROM recent_games WHERE member_id = $1', [
      member.id,
    ]);
    expect(Number(recent?.node_id)).toBe(slot.nodeId);
  });

  it('launches by vendor and game id alone', async () => {
    const member = await createMember(t.db, merchant);
    expect(
      LaunchResult.parse(valueOf(await launch(`vendor=${slot.vassalage}&gameId=${slot.gameId}`, member))).kind,
    ).toBe('game');
    expect(
      LaunchResult.parse(valueOf(await launch('vendor=DS88&gameId=lobby&gameCategory=COCKFIGHT', member))).kind,
    ).toBe('game');
  });

  it.each<[string, string, string]>([
    ['vendor=TCG_LOTTO_VN&gameCode=VN_MB&prizeMode=Elott&playType=trad', 'trad', '/games/VN_MB?prize_mode=Elott'],
    ['vendor=TCG_SEA&gameCode=SEA_4D', 'trad', '/games/SEA_4D?prize_mode=SEA'],
    ['vendor=LOTT&gameCode=LOTT_PK10&prizeMode=Lott&playType=ent', 'ent', '/games/LOTT_PK10?prize_mode=Lott'],
    ['vendor=ELOTT&gameCode=ELOTT_FAST3&playType=trad', 'trad', '/games/ELOTT_FAST3?prize_mode=Elott'],
  ])('lottery launch %s → the lottery app of the merchant (%s)', async (query, playType, tail) => {
    const member = await createMember(t.db, merchant);
    const result = LaunchResult.parse(valueOf(await launch(query, member)));
    expect(result).toEqual({ kind: 'lottery', url: `/m/lotto-h5/${merchant}/${playType}${tail}` });
  });

  it('the lottery lobby code goes to the lottery list centre', async () => {
    const member = await createMember(t.db, merchant);
    expect(LaunchResult.parse(valueOf(await launch('vendor=TCG_LOTTO_VN&gameCode=lobby', member)))).toEqual({
      kind: 'lottery',
      url: '/m/lottery',
    });
  });

  it.each([
    ['vendor=NOSUCH&gameId=x', 'query.vendor'],
    ['vendor=PG&gameId=NOPE', 'query.gameId'],
    ['vendor=PG', 'query.gameId'],
    ['vendor=DS88&nodeId=1', 'query.vendor'],
    ['vendor=PG&gameId=PG001&gameCategory=LIVE', 'query.gameCategory'],
    ['vendor=PG&gameCode=PG001', 'query.gameCode'],
    ['vendor=TCG_SEA&gameCode=NOPE', 'query.gameCode'],
    ['vendor=TCG_SEA&gameCode=SEA_4D&prizeMode=BIG', 'query.prizeMode'],
    ['vendor=TCG_SEA&gameCode=SEA_4D&playType=fast', 'query.playType'],
    ['vendor=PG&gameId=PG001&backPath=https://evil.example/', 'query.backPath'],
    ['gameId=PG001', 'query.vendor'],
  ])('%s → 400 naming %s', async (query, field) => {
    const member = await createMember(t.db, merchant);
    const response = await launch(query, member);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).value?.fields?.map((f) => f.field)).toContain(field);
  });
});

describe('winner board (ODSFE2_getWinnerBoard)', () => {
  async function board(query: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${gameCalls.winnerBoard.path}?${query}`,
      headers: { merchant },
    });
    expect(response.statusCode, response.body).toBe(200);
    return WinnerBoard.parse(valueOf(response)).list;
  }

  it('is not empty on a new site (seeded history), newest first, names masked, at most limitNum', async () => {
    const list = await board('language=EN&limitNum=100');
    expect(list.length).toBeGreaterThanOrEqual(50);
    expect(list.length).toBeLessThanOrEqual(100);
    expect(list.map((w) => w.wonAt)).toEqual([...list.map((w) => w.wonAt)].sort((a, b) => b - a));
    expect(list.every((w) => w.vo.customerName.includes('***'))).toBe(true);
    expect(await board('limitNum=5')).toHaveLength(5);
  });

  it('shows a settled winning bet first, the member masked, with the game to launch', async () => {
    const member = await createMember(t.db, merchant, { username: 'winnerwendy' });
    await t.db.query(
      `INSERT INTO game_bets (merchant_code, member_id, vassalage, game_type, game_id, game_name, round_ref, stake_cents, payout_cents, status, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'test-win-1', 100, 123456, 'settled', now())`,
      [merchant, member.id, slot.vassalage, slot.gameType, slot.gameId, slot.gameName],
    );
    const [first] = await board('limitNum=3');
    expect(first?.vo).toEqual({
      iconUrl: slot.iconUrl,
      gameName: slot.gameName,
      customerName: 'wi***dy',
      winAmount: 1234.56,
    });
    expect(first?.game.nodeId).toBe(slot.nodeId);
    const liveOnly = await board('gameCategory=LIVE');
    expect(liveOnly.every((w) => w.game.gameType === 'LIVE')).toBe(true);
  });

  it('reads the wins in a transaction planned without parallel workers, the setting ending with it', async () => {
    const statements: string[] = [];
    let duringRead: string | undefined;
    const recorded = (tx: Queryable): Queryable => ({
      ...tx,
      query: async <T extends object>(sql: string, params?: readonly unknown[]) => {
        statements.push(sql);
        const rows = await tx.query<T>(sql, params);
        const [setting] = await tx.query<{ max_parallel_workers_per_gather: string }>(
          'SHOW max_parallel_workers_per_gather',
        );
        duringRead = setting?.max_parallel_workers_per_gather;
        return rows;
      },
    });
    const db: Db = { ...t.db, transaction: (fn) => t.db.transaction((tx) => fn(recorded(tx))) };
    const list = await winnerBoard(db, await loadCatalogue(t.db), merchant, null, 5, 'EN');
    expect(list).toHaveLength(5);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toBe(serialRead);
    expect(serialRead).toMatch(/^SET LOCAL /);
    expect(statements[1]).toContain('FROM game_bets b');
    expect(duringRead).toBe('0');
  });

  it.each(['limitNum=101', 'limitNum=0', 'gameCategory=NOPE'])('%s → 400', async (query) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${gameCalls.winnerBoard.path}?${query}`,
      headers: { merchant },
    });
    expect(response.statusCode).toBe(400);
  });
});
