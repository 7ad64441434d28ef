import { randomUUID } from 'node:crypto';
import {
  CancelSubOrdersResult,
  DrawResult,
  LotteryGames,
  LotteryMenus,
  LotteryRecent,
  NearNumeros,
  OpenedNumero,
  OrderDetail,
  OrdersPage,
  PlaceOrderResult,
  VnResults,
  lotteryGameIds,
} from '@wl/api-client/contract/lottery-calls';
import { lotteryCalls } from '@wl/api-client/contract';
import type { LotteryGameId, OrderLine, PlaceOrderRequest } from '@wl/api-client/contract/lottery-calls';
import { createSession } from '../accounts/sessions/session-repo';
import { cryptoRandom } from '../lottery/lottery-deps';
import type { LotteryDeps } from '../lottery/lottery-deps';
import { settleDue, settleTicket } from '../lottery/settlement';
import { AccountsClient, TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { philippineBrand } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { memberBalances, postTransaction } from '../wallet/ledger';

const brand = philippineBrand();
/** 2030-01-01 00:00:01 UTC: the first draws of the day are open. */
const clock = new TestClock(Date.UTC(2030, 0, 1, 0, 0, 1));
/** Numbers the next draws take (each modulo its range); random when empty. */
const script: number[] = [];
const random = (max: number) => {
  const next = script.shift();
  return next === undefined ? cryptoRandom(max) : next % max;
};

let t: TestApp;
let api: AccountsClient;
let deps: LotteryDeps;
let memberCount = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, lottery: { random } });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
  deps = { db: t.db, clock, random };
});
afterAll(() => t.close());

/** A member of the brand's merchant with an opening balance, and a session token. */
async function newMember(openingCents: number, type = 0): Promise<{ id: number; token: string }> {
  memberCount++;
  const [row] = await t.db.query<{ id: number }>(
    "INSERT INTO members (merchant_code, username, password_hash, type) VALUES ($1, $2, '$argon2id$v=19$m=19456,t=2,p=1$x$y', $3) RETURNING id",
    [brand.merchantCode, `lotto${memberCount}`, type],
  );
  if (!row) throw new Error('member not created');
  if (openingCents > 0) {
    await postTransaction(t.db, {
      merchantCode: brand.merchantCode,
      kind: 'adjustment',
      postings: [
        { account: { memberId: row.id, kind: 'main' }, amountCents: openingCents },
        { account: { house: 'adjustments' }, amountCents: -openingCents },
      ],
    });
  }
  return { id: row.id, token: await createSession(t.db, row.id, false, clock.now()) };
}

const mainCents = async (memberId: number) => (await memberBalances(t.db, memberId)).main;

async function openNumero(gameId: LotteryGameId): Promise<OpenedNumero> {
  return OpenedNumero.parse(valueOf(await api.call('GET', `${lotteryCalls.openedNumero.path}?gameId=${gameId}`)));
}

async function orderBody(
  gameId: LotteryGameId,
  lines: OrderLine[],
  extra: Partial<PlaceOrderRequest> = {},
): Promise<PlaceOrderRequest> {
  return {
    gameId,
    numero: (await openNumero(gameId)).numero.numero,
    playType: 'trad',
    prizeMode: 'Lott',
    requestId: randomUUID(),
    lines,
    ...extra,
  };
}

const place = (token: string, body: unknown) => api.call('POST', lotteryCalls.placeOrder.path, body, { token });

async function placed(token: string, body: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const response = await place(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return PlaceOrderResult.parse(valueOf(response));
}

async function ticketRows(memberId: number) {
  return t.db.query<{
    id: string;
    round_ref: string;
    vassalage: string;
    game_type: string;
    stake_cents: string;
    status: string;
    payout_cents: string;
  }>(
    'SELECT id, round_ref, vassalage, game_type, stake_cents, status, payout_cents FROM game_bets WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
}

async function ledgerCount(kind: string, reference: string): Promise<number> {
  const [row] = await t.db.query<{ n: string }>(
    'SELECT count(*) AS n FROM ledger_transactions WHERE merchant_code = $1 AND kind = $2 AND reference = $3',
    [brand.merchantCode, kind, reference],
  );
  return Number(row?.n ?? 0);
}

describe('lottery games, menu and draws (visitors may read them)', () => {
  it('GET /lgw/games lists the seven games with their vendors, bet types, open draw and last result', async () => {
    const value = LotteryGames.parse(valueOf(await api.call('GET', lotteryCalls.games.path)));
    expect(value.prizeMode).toBe('Elott');
    expect(value.games.map((g) => g.gameId)).toEqual([...lotteryGameIds]);
    const vendors = Object.fromEntries(value.games.map((g) => [g.gameId, g.vassalage]));
    expect(vendors).toEqual({
      VN_MB: 'TCG_LOTTO_VN',
      VN_MN: 'TCG_LOTTO_VN',
      SEA_4D: 'TCG_SEA',
      LOTT_PK10: 'LOTT',
      LOTT_SSC: 'LOTT',
      LOTT_K3: 'LOTT',
      ELOTT_FAST3: 'ELOTT',
    });
    for (const game of value.games) {
      expect(game.current.closeAt).toBeGreaterThan(value.serverTime);
      expect(game.current.drawAt - game.current.closeAt).toBe(game.closeSeconds * 1000);
      expect(game.last?.status).toBe('drawn');
      expect(game.betTypes.some((b) => b.playType === 'trad') && game.betTypes.some((b) => b.playType === 'ent')).toBe(
        true,
      );
    }
  });

  it.each([
    ['Lott', 95],
    ['ZY', 94.05],
    ['Elott', 93.1],
    ['SEA', 95],
  ])('prize mode %s prices the 2D bet at %d', async (prizeMode, odds) => {
    const value = LotteryGames.parse(
      valueOf(await api.call('GET', `${lotteryCalls.games.path}?gameId=VN_MB&prizeMode=${prizeMode}`)),
    );
    expect(value.games).toHaveLength(1);
    expect(value.games[0]?.betTypes.find((b) => b.code === 'TAIL_2D')?.odds).toBe(odds);
  });

  it.each([
    ['an unknown game', `${lotteryCalls.games.path}?gameId=XX`, 'query.gameId'],
    ['an unknown prize mode', `${lotteryCalls.games.path}?prizeMode=Big`, 'query.prizeMode'],
    ['a draw without a game', lotteryCalls.draw.path, 'query.gameId'],
    ['a draw number of the wrong form', `${lotteryCalls.draw.path}?gameId=LOTT_K3&numero=2030-1`, 'query.numero'],
    ['a draw number past the day', `${lotteryCalls.draw.path}?gameId=LOTT_K3&numero=20300101-1441`, 'query.numero'],
    ['more than 20 near draws', `${lotteryCalls.nearNumeros.path}?gameId=LOTT_SSC&size=21`, 'query.size'],
    ['a prize board of a game that has none', `${lotteryCalls.vnResults.path}?gameId=LOTT_K3`, 'query.gameId'],
  ])('%s is a 400 naming the field', async (_name, url, field) => {
    const response = await api.call('GET', url);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.value?.fields?.map((f) => f.field)).toContain(field);
  });

  it('the lottery menu groups every game once', async () => {
    const { menus } = LotteryMenus.parse(valueOf(await api.call('GET', lotteryCalls.menus.path)));
    expect(menus.map((m) => m.menuId)).toEqual(['VN', 'SEA', 'LOTT', 'ELOTT']);
    expect(menus.flatMap((m) => m.gameIds).sort()).toEqual([...lotteryGameIds].sort());
  });

  it('the opened numero is the draw taking bets, with its countdown times', async () => {
    const opened = await openNumero('LOTT_K3');
    expect(opened.numero.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(opened.numero.closeAt).toBeGreaterThan(opened.serverTime);
    expect(opened.numero.openAt).toBeLessThanOrEqual(opened.serverTime);
  });

  it('a draw is drawn once: concurrent first readers all get the one stored result', async () => {
    const numero = '20291231-0100'; // long past, never asked for
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => api.call('GET', `${lotteryCalls.draw.path}?gameId=LOTT_PK10&numero=${numero}`)),
    );
    const results = responses.map((r) => DrawResult.parse(valueOf(r)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({ numero, status: 'drawn' });
    const rows = await t.db.query('SELECT 1 FROM lottery_draws WHERE game_id = $1 AND numero = $2', [
      'LOTT_PK10',
      numero,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('a draw whose time has not come is pending, without numbers', async () => {
    const opened = await openNumero('LOTT_SSC');
    const draw = DrawResult.parse(
      valueOf(await api.call('GET', `${lotteryCalls.draw.path}?gameId=LOTT_SSC&numero=${opened.numero.numero}`)),
    );
    expect(draw).toMatchObject({ numero: opened.numero.numero, status: 'pending', numbers: [] });
    const stored = await t.db.query('SELECT 1 FROM lottery_draws WHERE game_id = $1 AND numero = $2', [
      'LOTT_SSC',
      opened.numero.numero,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('near numeros: the last results newest first, the open draw and the next three', async () => {
    const near = NearNumeros.parse(
      valueOf(await api.call('GET', `${lotteryCalls.nearNumeros.path}?gameId=LOTT_SSC&size=5`)),
    );
    expect(near.previous).toHaveLength(5);
    expect(near.previous.every((d) => d.status === 'drawn' && d.numbers.length === 5)).toBe(true);
    const times = near.previous.map((d) => d.drawAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(near.current.drawAt).toBeGreaterThan(near.serverTime);
    expect(near.next.map((d) => d.drawAt - near.current.drawAt)).toEqual([120_000, 240_000, 360_000]);
  });

  it('the Vietnamese prize board has 27 numbers in the north and its special prize gives the balls', async () => {
    const board = VnResults.parse(valueOf(await api.call('GET', `${lotteryCalls.vnResults.path}?gameId=VN_MB`)));
    expect(board.status).toBe('drawn');
    expect(board.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
    const draw = DrawResult.parse(
      valueOf(await api.call('GET', `${lotteryCalls.draw.path}?gameId=VN_MB&numero=${board.numero}`)),
    );
    expect(draw.numbers.join('')).toBe(board.prizes[0]?.numbers[0]);
  });
});

describe('tickets: who may bet', () => {
  it('a visitor gets 401 NOT_LOGGED_IN', async () => {
    const response = await api.call(
      'POST',
      lotteryCalls.placeOrder.path,
      await orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection: '1', stake: 1 }]),
    );
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
    expect((await api.call('GET', lotteryCalls.orders.path)).statusCode).toBe(401);
  });

  it('a trial account bets on its demo credit', async () => {
    const guest = await newMember(10_000, 4);
    const result = await placed(
      guest.token,
      await orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection: '1', stake: 1 }]),
    );
    expect(result.balance).toBe(99);
    expect(await mainCents(guest.id)).toBe(9_900);
  });

  it('an account neither real nor trial gets 403 REAL_ACCOUNT_REQUIRED and keeps its money', async () => {
    const other = await newMember(10_000, 40);
    const response = await place(
      other.token,
      await orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection: '1', stake: 1 }]),
    );
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('REAL_ACCOUNT_REQUIRED');
    expect(await mainCents(other.id)).toBe(10_000);
  });
});

describe('placing a ticket', () => {
  it('debits the stake through the ledger and records the ticket as a game bet of the lottery vendor', async () => {
    const member = await newMember(50_000);
    const body = await orderBody('VN_MB', [
      { betType: 'TAIL_2D', selection: '07', stake: 10 },
      { betType: 'TAIL_3D', selection: '123', stake: 2.5 },
    ]);
    const result = await placed(member.token, body);
    expect(result.balance).toBe(487.5);
    expect(await mainCents(member.id)).toBe(48_750);
    expect(result.order).toMatchObject({
      gameId: 'VN_MB',
      numero: body.numero,
      status: 'open',
      stake: 12.5,
      payout: 0,
      lineCount: 2,
      prizeMode: 'Lott',
    });
    expect(result.order.subOrders.map((s) => [s.betType, s.selection, s.odds, s.stake, s.status])).toEqual([
      ['TAIL_2D', '07', 95, 10, 'open'],
      ['TAIL_3D', '123', 900, 2.5, 'open'],
    ]);
    const [row] = await ticketRows(member.id);
    expect(row).toMatchObject({
      round_ref: result.order.orderNo,
      vassalage: 'TCG_LOTTO_VN',
      game_type: 'LOTT',
      status: 'open',
    });
    expect(Number(row?.stake_cents)).toBe(1_250);
    expect(await ledgerCount('bet', `bet:${row?.id}`)).toBe(1);
  });

  it('the same request sent twice is one ticket, charged once', async () => {
    const member = await newMember(10_000);
    const body = await orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection: '4', stake: 5 }]);
    const [first, second] = await Promise.all([placed(member.token, body), placed(member.token, body)]);
    expect(second.order.orderNo).toBe(first.order.orderNo);
    const third = await placed(member.token, body);
    expect(third.order.orderNo).toBe(first.order.orderNo);
    expect(await ticketRows(member.id)).toHaveLength(1);
    expect(await mainCents(member.id)).toBe(9_500);
  });

  it.each<[string, (b: PlaceOrderRequest) => unknown, string, string]>([
    [
      'a bet type the game does not have',
      (b) => ({ ...b, lines: [{ betType: 'CHAMPION', selection: '01', stake: 1 }] }),
      'BAD_REQUEST',
      'body.lines.0.betType',
    ],
    [
      'a bet type of the other play type',
      (b) => ({ ...b, lines: [{ betType: 'BIG_SMALL', selection: 'BIG', stake: 1 }] }),
      'BAD_REQUEST',
      'body.lines.0.betType',
    ],
    [
      'a face that is not on a die',
      (b) => ({ ...b, lines: [{ betType: 'ANY_FACE', selection: '7', stake: 1 }] }),
      'BAD_REQUEST',
      'body.lines.0.selection',
    ],
    [
      'the same pick twice',
      (b) => ({
        ...b,
        lines: [
          { betType: 'ANY_FACE', selection: '2', stake: 1 },
          { betType: 'ANY_FACE', selection: '2', stake: 1 },
        ],
      }),
      'BAD_REQUEST',
      'body.lines.1.selection',
    ],
    [
      'a stake under 1',
      (b) => ({ ...b, lines: [{ betType: 'ANY_FACE', selection: '2', stake: 0.5 }] }),
      'BAD_REQUEST',
      'body.lines.0.stake',
    ],
    [
      'a stake with three decimals',
      (b) => ({ ...b, lines: [{ betType: 'ANY_FACE', selection: '2', stake: 1.005 }] }),
      'BAD_REQUEST',
      'body.lines.0.stake',
    ],
    [
      'a stake over the limit',
      (b) => ({ ...b, lines: [{ betType: 'ANY_FACE', selection: '2', stake: 10_001 }] }),
      'BAD_REQUEST',
      'body.lines.0.stake',
    ],
    ['no lines', (b) => ({ ...b, lines: [] }), 'BAD_REQUEST', 'body.lines'],
    ['an unknown prize mode', (b) => ({ ...b, prizeMode: 'Big' }), 'BAD_REQUEST', 'body.prizeMode'],
    ['an unknown field', (b) => ({ ...b, odds: 1000 }), 'BAD_REQUEST', 'body'],
    ['a draw that has closed', (b) => ({ ...b, numero: '20291231-1440' }), 'DRAW_CLOSED', ''],
    ['a draw that does not take bets yet', (b) => ({ ...b, numero: '20300101-1000' }), 'BAD_REQUEST', 'body.numero'],
  ])('%s is refused and nothing changes', async (_name, change, code, field) => {
    const member = await newMember(10_000);
    const body = change(await orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection: '3', stake: 1 }]));
    const response = await place(member.token, body);
    expect(response.statusCode).toBe(code === 'DRAW_CLOSED' ? 409 : 400);
    const error = errorOf(response);
    expect(error.code).toBe(code);
    if (field) expect(error.value?.fields?.map((f) => f.field).join(' ')).toContain(field);
    expect(await ticketRows(member.id)).toHaveLength(0);
    expect(await mainCents(member.id)).toBe(10_000);
  });

  it('a ticket above the balance is refused with INSUFFICIENT_FUNDS and writes nothing', async () => {
    const member = await newMember(1_000);
    const response = await place(
      member.token,
      await orderBody('LOTT_K3', [
        { betType: 'ANY_FACE', selection: '1', stake: 6 },
        { betType: 'ANY_FACE', selection: '2', stake: 5 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('INSUFFICIENT_FUNDS');
    expect(await ticketRows(member.id)).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM lottery_orders WHERE member_id = $1', [member.id])).toHaveLength(0);
    expect(await mainCents(member.id)).toBe(1_000);
  });

  it('concurrent tickets never take the balance below zero: those it covers pass, the rest change nothing', async () => {
    const member = await newMember(10_000);
    const bodies = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection: String((i % 6) + 1), stake: 15 }]),
      ),
    );
    const responses = await Promise.all(bodies.map((body) => place(member.token, body)));
    const okCount = responses.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(6);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => errorOf(r).code === 'INSUFFICIENT_FUNDS')).toBe(
      true,
    );
    expect(await mainCents(member.id)).toBe(1_000);
    expect(await ticketRows(member.id)).toHaveLength(6);
    const [lines] = await t.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM lottery_suborders s JOIN lottery_orders o ON o.bet_id = s.bet_id WHERE o.member_id = $1',
      [member.id],
    );
    expect(Number(lines?.n)).toBe(6);
  });
});

describe('settlement', () => {
  it('pays a winning ticket once when the draw is drawn, and marks each line won or lost', async () => {
    const member = await newMember(10_000);
    const body = await orderBody('LOTT_K3', [
      { betType: 'ANY_FACE', selection: '3', stake: 10 },
      { betType: 'ANY_FACE', selection: '6', stake: 5 },
      { betType: 'TRIPLE', selection: '3', stake: 1 },
    ]);
    const { order } = await placed(member.token, body);
    expect(await mainCents(member.id)).toBe(8_400);

    // Before the draw time nothing is settled.
    expect(await settleDue(deps, { memberId: member.id })).toBe(0);
    clock.t = order.drawAt;
    script.push(1, 2, 3); // dice 2, 3, 4
    const page = OrdersPage.parse(
      valueOf(await api.call('GET', lotteryCalls.orders.path, undefined, { token: member.token })),
    );
    expect(page.orders[0]).toMatchObject({ orderNo: order.orderNo, status: 'won', payout: 23, stake: 16 });

    const detail = OrderDetail.parse(
      valueOf(
        await api.call('GET', `${lotteryCalls.orderDetail.path}?orderNo=${order.orderNo}`, undefined, {
          token: member.token,
        }),
      ),
    );
    expect(detail.result).toEqual(['2', '3', '4']);
    expect(detail.subOrders.map((s) => [s.selection, s.status, s.payout])).toEqual([
      ['3', 'won', 23],
      ['6', 'lost', 0],
      ['3', 'lost', 0],
    ]);
    expect(await mainCents(member.id)).toBe(8_400 + 2_300);

    // Settling again — twice at once — pays nothing more.
    const [row] = await ticketRows(member.id);
    const betId = Number(row?.id);
    const again = await Promise.all([
      settleTicket(deps, betId, 'LOTT_K3', order.numero, clock.now()),
      settleTicket(deps, betId, 'LOTT_K3', order.numero, clock.now()),
      settleDue(deps, { memberId: member.id }),
    ]);
    expect(again).toEqual([false, false, 0]);
    expect(await ledgerCount('win', `win:${betId}`)).toBe(1);
    expect(await mainCents(member.id)).toBe(10_700);
  });

  it('a losing ticket is settled lost with no ledger credit', async () => {
    const member = await newMember(10_000);
    const { order } = await placed(
      member.token,
      await orderBody('ELOTT_FAST3', [{ betType: 'BIG_SMALL', selection: 'BIG', stake: 20 }], {
        playType: 'ent',
        prizeMode: 'Elott',
      }),
    );
    expect(order.subOrders[0]?.odds).toBe(1.94);
    clock.t = order.drawAt;
    script.push(0, 0, 1); // dice 1, 1, 2: small
    expect(await settleDue(deps)).toBeGreaterThanOrEqual(1);
    const [row] = await ticketRows(member.id);
    expect(row).toMatchObject({ status: 'settled' });
    expect(Number(row?.payout_cents)).toBe(0);
    expect(await ledgerCount('win', `win:${row?.id}`)).toBe(0);
    expect(await mainCents(member.id)).toBe(8_000);
  });
});

describe('cancelling lines', () => {
  const cancel = (token: string, orderNo: string, subOrderIds: number[]) =>
    api.call('POST', lotteryCalls.cancelSubOrders.path, { orderNo, subOrderIds }, { token });

  it('refunds an open line before the draw closes; the ticket keeps the rest; cancelling all makes it void', async () => {
    const member = await newMember(10_000);
    const { order } = await placed(
      member.token,
      await orderBody('LOTT_SSC', [
        { betType: 'FIRST_BALL', selection: '1', stake: 10 },
        { betType: 'FIRST_BALL', selection: '2', stake: 20 },
      ]),
    );
    const [first, second] = order.subOrders;
    if (!first || !second) throw new Error('two lines expected');

    const partly = CancelSubOrdersResult.parse(valueOf(await cancel(member.token, order.orderNo, [first.id])));
    expect(partly).toMatchObject({ refunded: 10, balance: 80 });
    expect(partly.order).toMatchObject({ status: 'open', stake: 20 });
    expect(partly.order.subOrders.map((s) => s.status)).toEqual(['cancelled', 'open']);

    // A retry refunds nothing more.
    const retried = CancelSubOrdersResult.parse(valueOf(await cancel(member.token, order.orderNo, [first.id])));
    expect(retried.refunded).toBe(0);
    expect(await mainCents(member.id)).toBe(8_000);

    const all = CancelSubOrdersResult.parse(valueOf(await cancel(member.token, order.orderNo, [first.id, second.id])));
    expect(all).toMatchObject({ refunded: 20, balance: 100 });
    expect(all.order.status).toBe('cancelled');
    const [row] = await ticketRows(member.id);
    expect(row?.status).toBe('void');
    expect(await ledgerCount('bet_refund', `refund:${first.id}`)).toBe(1);

    // A void ticket is never settled.
    clock.t = order.drawAt;
    expect(await settleDue(deps, { memberId: member.id })).toBe(0);
    expect(await mainCents(member.id)).toBe(10_000);
  });

  it('after the draw closes a line cannot be cancelled and nothing changes', async () => {
    const member = await newMember(10_000);
    const { order } = await placed(
      member.token,
      await orderBody('LOTT_PK10', [{ betType: 'CHAMPION', selection: '05', stake: 10 }]),
    );
    clock.t = order.closeAt;
    const response = await cancel(member.token, order.orderNo, [order.subOrders[0]?.id ?? 0]);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('DRAW_CLOSED');
    expect(await mainCents(member.id)).toBe(9_000);
    const [row] = await ticketRows(member.id);
    expect(row?.status).toBe('open');

    // Nor once it is settled.
    clock.t = order.drawAt;
    await settleDue(deps, { memberId: member.id });
    const settled = await cancel(member.token, order.orderNo, [order.subOrders[0]?.id ?? 0]);
    expect(errorOf(settled).code).toBe('DRAW_CLOSED');
  });

  it("another member's ticket or line is not found, and a bad body is a 400", async () => {
    const owner = await newMember(10_000);
    const other = await newMember(10_000);
    const { order } = await placed(
      owner.token,
      await orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection: '5', stake: 10 }]),
    );
    const lineId = order.subOrders[0]?.id ?? 0;
    expect(errorOf(await cancel(other.token, order.orderNo, [lineId])).code).toBe('NOT_FOUND');
    expect(errorOf(await cancel(owner.token, order.orderNo, [lineId + 100_000])).code).toBe('NOT_FOUND');
    const bad = await cancel(owner.token, 'nope', []);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).value?.fields?.map((f) => f.field)).toEqual(
      expect.arrayContaining(['body.orderNo', 'body.subOrderIds']),
    );
    expect(await mainCents(owner.id)).toBe(9_000);
  });
});

describe('my tickets', () => {
  it('lists only my own tickets, newest first, paged and filtered; the detail of another member is not found', async () => {
    const me = await newMember(10_000);
    const other = await newMember(10_000);
    const mine = [];
    for (const selection of ['1', '2', '3']) {
      mine.push(
        (await placed(me.token, await orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection, stake: 1 }]))).order
          .orderNo,
      );
      clock.advance(1);
    }
    const theirs = (
      await placed(other.token, await orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection: '1', stake: 1 }]))
    ).order.orderNo;

    const first = OrdersPage.parse(
      valueOf(await api.call('GET', `${lotteryCalls.orders.path}?pageSize=2`, undefined, { token: me.token })),
    );
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.orders.map((o) => o.orderNo)).toEqual([mine[2], mine[1]]);
    const second = OrdersPage.parse(
      valueOf(await api.call('GET', `${lotteryCalls.orders.path}?pageSize=2&pageNo=2`, undefined, { token: me.token })),
    );
    expect(second.orders.map((o) => o.orderNo)).toEqual([mine[0]]);
    const past = OrdersPage.parse(
      valueOf(await api.call('GET', `${lotteryCalls.orders.path}?pageSize=2&pageNo=5`, undefined, { token: me.token })),
    );
    expect(past.orders).toEqual([]);
    const won = OrdersPage.parse(
      valueOf(
        await api.call('GET', `${lotteryCalls.orders.path}?status=won&gameId=LOTT_K3`, undefined, { token: me.token }),
      ),
    );
    expect(won.orders).toEqual([]);

    const notMine = await api.call('GET', `${lotteryCalls.orderDetail.path}?orderNo=${theirs}`, undefined, {
      token: me.token,
    });
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(notMine).code).toBe('NOT_FOUND');
    for (const url of [
      `${lotteryCalls.orders.path}?pageSize=51`,
      `${lotteryCalls.orders.path}?status=maybe`,
      `${lotteryCalls.orderDetail.path}?orderNo=x`,
    ]) {
      const response = await api.call('GET', url, undefined, { token: me.token });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('recent lottery games are the games I played, latest first', async () => {
    const member = await newMember(10_000);
    expect(
      LotteryRecent.parse(valueOf(await api.call('GET', lotteryCalls.recent.path, undefined, { token: member.token })))
        .gameIds,
    ).toEqual([]);
    await placed(member.token, await orderBody('LOTT_SSC', [{ betType: 'FIRST_BALL', selection: '1', stake: 1 }]));
    clock.advance(1);
    await placed(member.token, await orderBody('LOTT_K3', [{ betType: 'ANY_FACE', selection: '1', stake: 1 }]));
    const recent = LotteryRecent.parse(
      valueOf(await api.call('GET', lotteryCalls.recent.path, undefined, { token: member.token })),
    );
    expect(recent.gameIds).toEqual(['LOTT_K3', 'LOTT_SSC']);
    expect((await api.call('GET', lotteryCalls.recent.path)).statusCode).toBe(401);
  });

  it('every ledger transaction of the lottery sums to zero', async () => {
    const rows = await t.db.query<{ reference: string; total: string }>(
      `SELECT t.reference, sum(e.amount_cents) AS total FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.kind IN ('bet', 'win', 'bet_refund') GROUP BY t.id, t.reference`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row) => Number(row.total) === 0)).toBe(true);
  });
});
