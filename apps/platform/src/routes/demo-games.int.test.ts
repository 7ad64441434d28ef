import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import {
  DemoBetResult,
  demoGamePlayPath,
  DemoGameState,
  DemoRealityCheck,
} from '@wl/api-client/contract/demo-game-calls';
import { gameCalls, memberCalls, sessionCalls } from '@wl/api-client/contract';
import { GameListPage } from '@wl/api-client/contract/game-catalogue';
import { LaunchResult } from '@wl/api-client/contract/game-launch';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { repoRoot } from '../config/repo-root';
import type { RoundDraws } from '../demo-vendor/demo-bets';
import { TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { createMember, demoPackDist } from '../testing/game-fixtures';
import type { TestMember } from '../testing/game-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { DEMO_COOKIE } from './demo-games';

/** Draws the test chooses: queued ones first, then a losing draw. */
class QueuedDraws implements RoundDraws {
  queue: number[][] = [];
  next(kind: 'slot' | 'dice'): number[] {
    return this.queue.shift() ?? (kind === 'slot' ? [30, 55, 75] : [2, 2, 2]);
  }
}

const CHERRIES = [0, 10, 20]; // three cherries: 4×
const LOSING_SLOT = [30, 55, 75]; // lemon, bell, bar: nothing
const BIG_DICE = [6, 6, 5]; // 17: big wins 2×

let t: TestApp;
const draws = new QueuedDraws();
const clock = new TestClock();
const brands = repoBrands();
const brand = brands[0];
const merchant = brand?.merchantCode ?? 'AURORA01';
let slot: Game;
let dice: Game;

beforeAll(async () => {
  t = await createTestApp({ demoDraws: draws, clock, brandsDist: demoPackDist(brands) });
  const list = async (query: string) =>
    GameListPage.parse(
      valueOf(await t.app.inject({ method: 'GET', url: `${gameCalls.gameList.path}?${query}`, headers: { merchant } })),
    ).games;
  const [pg] = await list('gameType=RNG&vassalage=PG&minBet=0.01');
  const [evo] = await list('gameType=LIVE&vassalage=EVO&minBet=1');
  if (!pg || !evo) throw new Error('test games missing');
  slot = pg;
  dice = evo;
});
afterAll(async () => {
  await t.close();
});

async function launchUrl(member: TestMember, game: Game): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${gameCalls.launchGame.path}?vendor=${game.vassalage}&gameId=${game.gameId}&nodeId=${game.nodeId}&backPath=/m/gameList`,
    headers: { merchant, authorization: member.token, language: 'PT' },
  });
  return LaunchResult.parse(valueOf(response)).url;
}

/** Launches and exchanges the ticket; returns the game-session cookie. */
async function open(member: TestMember, game: Game): Promise<string> {
  const exchange = await t.app.inject({ method: 'GET', url: await launchUrl(member, game) });
  expect(exchange.statusCode).toBe(303);
  const setCookie = String(exchange.headers['set-cookie']);
  const match = new RegExp(`${DEMO_COOKIE}=([^;]+)`).exec(setCookie);
  if (!match?.[1]) throw new Error(`no cookie in ${setCookie}`);
  return match[1];
}

function bet(cookie: string, body: Record<string, unknown>, headers: Record<string, string> = { 'x-demo-game': '1' }) {
  return t.app.inject({
    method: 'POST',
    url: gameCalls.demoBet.path,
    headers: { cookie: `${DEMO_COOKIE}=${cookie}`, ...headers },
    payload: body,
  });
}

/** A text of the games pack, as the page shows it. */
function demoText(code: string, key: string): string {
  const pack = JSON.parse(
    readFileSync(join(repoRoot, 'libs', 'i18n', 'src', 'packs', 'games', `${code}.json`), 'utf8'),
  ) as {
    games: { demo: Record<string, string> };
  };
  return pack.games.demo[key] ?? '';
}

let requestSerial = 0;
const rid = () => `req-${Date.now()}-${requestSerial++}`;

async function balance(member: TestMember): Promise<number> {
  return valueOf<{ sumBalance: number }>(
    await t.app.inject({
      method: 'GET',
      url: sessionCalls.walletBalance.path,
      headers: { merchant, authorization: member.token },
    }),
  ).sumBalance;
}

function result(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return DemoBetResult.parse(valueOf(response));
}

describe('demo vendor: launch ticket and game session', () => {
  it('exchanges the ticket once for an HttpOnly, SameSite=Strict cookie scoped to /demo-games and a clean address', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 10_000 });
    const url = await launchUrl(member, slot);
    const exchange = await t.app.inject({ method: 'GET', url });
    expect(exchange.statusCode).toBe(303);
    expect(exchange.headers['location']).toBe(demoGamePlayPath);
    const cookie = String(exchange.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${DEMO_COOKIE}=[A-Za-z0-9_-]+; Path=/demo-games; HttpOnly; SameSite=Strict; Max-Age=\\d+$`),
    );
    expect(cookie).not.toContain(member.token);
    // Used once: the same address again is refused with the page's own message (the brand's default language).
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain(demoText(brand?.languages.default ?? 'EN', 'linkExpired'));
  });

  it('refuses a ticket after its minute', async () => {
    const member = await createMember(t.db, merchant);
    const url = await launchUrl(member, slot);
    clock.advance(61_000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('renders the game page in the launch language with the brand colours, a CSP and the way back', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 10_000 });
    const cookie = await open(member, slot);
    const page = await t.app.inject({
      method: 'GET',
      url: demoGamePlayPath,
      headers: { cookie: `${DEMO_COOKIE}=${cookie}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain(slot.gameName);
    expect(page.body).toContain('href="/m/gameList"');
    expect(page.body).toContain(demoText('PT', 'back'));
    expect(page.body).toContain(`--primary:${brand?.theme.colors.primary}`);
    expect(page.body).toContain('<label for="stake">');
    const state = DemoGameState.parse(
      valueOf(
        await t.app.inject({
          method: 'GET',
          url: gameCalls.demoState.path,
          headers: { cookie: `${DEMO_COOKIE}=${cookie}`, 'x-demo-game': '1' },
        }),
      ),
    );
    expect(state).toMatchObject({ kind: 'slot', balance: 100, minBet: 0.01, backPath: '/m/gameList' });
  });

  it('without a cookie, or after logout, the game has ended', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 10_000 });
    const cookie = await open(member, slot);
    expect((await t.app.inject({ method: 'GET', url: demoGamePlayPath })).statusCode).toBe(401);
    await t.app.inject({
      method: 'DELETE',
      url: sessionCalls.logout.path,
      headers: { merchant, authorization: member.token },
    });
    const page = await t.app.inject({
      method: 'GET',
      url: demoGamePlayPath,
      headers: { cookie: `${DEMO_COOKIE}=${cookie}` },
    });
    expect(page.statusCode).toBe(401);
    const round = await bet(cookie, { stake: 1, requestId: rid() });
    expect(round.statusCode).toBe(401);
    expect(errorOf(round).code).toBe('SESSION_EXPIRED');
  });
});

describe('demo vendor: the reality check (issue 13)', () => {
  const realityCheck = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: gameCalls.demoRealityCheck.path,
      headers: { cookie: `${DEMO_COOKIE}=${cookie}`, 'x-demo-game': '1' },
    });

  it('the page carries the dialog; the call answers the member interval, the session start and its net result', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 10_000 });
    const set = await t.app.inject({
      method: 'POST',
      url: memberCalls.setRealityCheck.path,
      headers: { merchant, authorization: member.token },
      payload: { intervalMinutes: 15 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const cookie = await open(member, slot);
    const page = await t.app.inject({
      method: 'GET',
      url: demoGamePlayPath,
      headers: { cookie: `${DEMO_COOKIE}=${cookie}` },
    });
    expect(page.body).toContain('<dialog id="reality-check"');
    draws.queue.push(LOSING_SLOT);
    result(await bet(cookie, { stake: 2.5, requestId: rid() }));
    const check = DemoRealityCheck.parse(valueOf(await realityCheck(cookie)));
    expect(check.intervalSeconds).toBe(15 * 60);
    expect(check.net).toBe('-2.50');
    expect(Number.isFinite(Date.parse(check.startedAt))).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: gameCalls.demoRealityCheck.path,
          headers: { cookie: `${DEMO_COOKIE}=${cookie}` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the dialog links to the betting record only where the entry rule offers it (flag TRANSBETREPMEM3)', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 10_000 });
    const cookie = await open(member, slot);
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: demoGamePlayPath, headers: { cookie: `${DEMO_COOKIE}=${cookie}` } }))
        .body;
    const setRecordFlag = (on: boolean) =>
      t.db.query(
        `UPDATE merchants SET whitelabel = whitelabel || jsonb_build_object('TRANSBETREPMEM3', $2::boolean) WHERE code = $1`,
        [merchant, on],
      );
    try {
      await setRecordFlag(true);
      expect(await page()).toContain('href="/m/gameRecord"');
      await setRecordFlag(false);
      const without = await page();
      expect(without).toContain('<dialog id="reality-check"');
      expect(without).not.toContain('/m/gameRecord');
    } finally {
      await t.db.query(`UPDATE merchants SET whitelabel = whitelabel - 'TRANSBETREPMEM3' WHERE code = $1`, [merchant]);
    }
  });

  it('"Log out" ends the site session behind the game and the game', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 10_000 });
    const cookie = await open(member, slot);
    const out = await t.app.inject({
      method: 'POST',
      url: gameCalls.demoLogout.path,
      headers: { cookie: `${DEMO_COOKIE}=${cookie}`, 'x-demo-game': '1' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const wallet = await t.app.inject({
      method: 'GET',
      url: sessionCalls.walletBalance.path,
      headers: { merchant, authorization: member.token },
    });
    expect(wallet.statusCode).toBe(401);
    expect((await realityCheck(cookie)).statusCode).toBe(401);
  });
});

describe('demo vendor: rounds move real money', () => {
  it('debits the stake, credits the winnings, records a settled bet with its ledger transactions', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 10_000 });
    const cookie = await open(member, slot);
    draws.queue.push(CHERRIES);
    const won = result(await bet(cookie, { stake: 2.5, requestId: rid() }));
    expect(won).toMatchObject({ stake: 2.5, payout: 10, outcome: ['CHERRY', 'CHERRY', 'CHERRY'], balance: 107.5 });
    draws.queue.push(LOSING_SLOT);
    const lost = result(await bet(cookie, { stake: 7.5, requestId: rid() }));
    expect(lost).toMatchObject({ payout: 0, balance: 100 });
    expect(await balance(member)).toBe(100);

    const bets = await t.db.query<{
      id: number;
      status: string;
      stake_cents: string;
      payout_cents: string;
      vassalage: string;
      game_id: string;
    }>(
      'SELECT id, status, stake_cents, payout_cents, vassalage, game_id FROM game_bets WHERE member_id = $1 ORDER BY id',
      [member.id],
    );
    expect(bets.map((b) => [b.status, Number(b.stake_cents), Number(b.payout_cents), b.vassalage, b.game_id])).toEqual([
      ['settled', 250, 1000, slot.vassalage, slot.gameId],
      ['settled', 750, 0, slot.vassalage, slot.gameId],
    ]);
    const refs = await t.db.query<{ kind: string; reference: string }>(
      `SELECT kind, reference FROM ledger_transactions WHERE reference = ANY($1::text[]) ORDER BY id`,
      [bets.flatMap((b) => [`bet:${b.id}`, `win:${b.id}`])],
    );
    expect(refs.map((r) => `${r.kind} ${r.reference}`)).toEqual([
      `bet bet:${bets[0]?.id}`,
      `win win:${bets[0]?.id}`,
      `bet bet:${bets[1]?.id}`,
    ]);
  });

  it('plays dice: big pays twice the stake', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 5_000 });
    const cookie = await open(member, dice);
    draws.queue.push(BIG_DICE);
    expect(result(await bet(cookie, { stake: 1, requestId: rid(), pick: 'high' }))).toMatchObject({
      payout: 2,
      outcome: ['6', '6', '5'],
      balance: 51,
    });
    expect((await bet(cookie, { stake: 1, requestId: rid() })).statusCode).toBe(400);
  });

  it('refuses a stake above the balance with INSUFFICIENT_FUNDS and changes nothing', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 300 });
    const cookie = await open(member, slot);
    const [before] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM game_bets');
    const refused = await bet(cookie, { stake: 3.01, requestId: rid() });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(member)).toBe(3);
    const [after] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM game_bets');
    expect(after?.n).toBe(before?.n);
  });

  it('answers a retried round (same requestId) with the round it played, charging once', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 1_000 });
    const cookie = await open(member, slot);
    const requestId = rid();
    draws.queue.push(LOSING_SLOT);
    const first = result(await bet(cookie, { stake: 1, requestId }));
    const second = result(await bet(cookie, { stake: 1, requestId }));
    expect(second.roundRef).toBe(first.roundRef);
    expect(await balance(member)).toBe(9);
  });

  it.each([
    [{ stake: 0.001, requestId: 'abcdefgh1' }, 'body.stake'],
    [{ stake: 0, requestId: 'abcdefgh2' }, 'body.stake'],
    [{ stake: 100.01, requestId: 'abcdefgh3' }, 'body.stake'],
    [{ stake: 1, requestId: 'short' }, 'body.requestId'],
    [{ stake: 'ten', requestId: 'abcdefgh4' }, 'body.stake'],
  ])('refuses %j → 400 naming %s', async (body, field) => {
    const member = await createMember(t.db, merchant, { balanceCents: 100_000 });
    const cookie = await open(member, slot);
    const response = await bet(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).value?.fields?.map((f) => f.field)).toContain(field);
    expect(await balance(member)).toBe(1000);
  });

  it('refuses calls without the demo-game header (another site cannot post with the cookie)', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 1_000 });
    const cookie = await open(member, slot);
    expect((await bet(cookie, { stake: 1, requestId: rid() }, {})).statusCode).toBe(403);
    expect(await balance(member)).toBe(10);
  });

  it('under 40 concurrent rounds the balance never goes below zero and no update is lost', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 1_000 });
    const cookie = await open(member, slot);
    // Every round loses: 40 stakes of 1.00 against 10.00 → exactly 10 accepted.
    const answers = await Promise.all(Array.from({ length: 40 }, () => bet(cookie, { stake: 1, requestId: rid() })));
    const accepted = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(30);
    expect(refused.every((a) => errorOf(a).code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await balance(member)).toBe(0);
    const [sums] = await t.db.query<{ bets: string; staked: string }>(
      'SELECT count(*) AS bets, COALESCE(sum(stake_cents), 0) AS staked FROM game_bets WHERE member_id = $1',
      [member.id],
    );
    expect(Number(sums?.bets)).toBe(10);
    expect(Number(sums?.staked)).toBe(1_000);
    // Every balance equals the sum of its entries.
    const [drift] = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger_accounts a
        WHERE COALESCE((SELECT balance_after FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1), 0)
           <> COALESCE((SELECT sum(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
    );
    expect(Number(drift?.n)).toBe(0);
  });

  it('mixes wins and losses concurrently without losing an update', async () => {
    const member = await createMember(t.db, merchant, { balanceCents: 2_000 });
    const cookie = await open(member, slot);
    for (let i = 0; i < 20; i++) draws.queue.push(i % 2 === 0 ? CHERRIES : LOSING_SLOT);
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(cookie, { stake: 1, requestId: rid() })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const payouts = answers.reduce((sum, a) => sum + DemoBetResult.parse(valueOf(a)).payout, 0);
    expect(payouts).toBe(40);
    expect(await balance(member)).toBe(20 - 20 + 40);
  });
});
