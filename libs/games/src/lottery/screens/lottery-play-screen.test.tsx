import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LotteryGame, NearNumeros, OrderDetail } from '@wl/api-client/contract/lottery-calls';
import { sampleBrand } from '@wl/brand/testing';
import { useSessionStore } from '@wl/session';
import { toastStore } from '@wl/ui-kit';
import { fail, ok, renderPlayScreen, type FakeRoutes } from '../testing/render-lottery';

const merchant = sampleBrand().merchantCode;
const now = Date.now();

const k3: LotteryGame = {
  gameId: 'LOTT_K3',
  gameName: 'Fast 3',
  vassalage: 'LOTT',
  gameType: 'LOTT',
  resultKind: 'dice',
  drawSeconds: 60,
  closeSeconds: 10,
  defaultPrizeMode: 'Lott',
  betTypes: [
    {
      code: 'ANY_FACE',
      playType: 'trad',
      kind: 'number',
      digits: 1,
      min: 1,
      max: 6,
      options: [],
      odds: 2.3,
      hint: 'anyFace',
    },
    {
      code: 'BIG_SMALL',
      playType: 'ent',
      kind: 'choice',
      digits: 0,
      min: 0,
      max: 0,
      options: ['BIG', 'SMALL'],
      odds: 1.98,
      hint: 'bigSmallDice',
    },
  ],
  current: { numero: '20300101-0101', openAt: now - 10_000, closeAt: now + 40_000, drawAt: now + 50_000 },
  last: null,
};

const near: NearNumeros = {
  gameId: 'LOTT_K3',
  serverTime: now,
  previous: [{ numero: '20300101-0100', drawAt: now - 10_000, status: 'drawn', numbers: ['2', '3', '4'] }],
  current: k3.current,
  next: [{ numero: '20300101-0102', openAt: now + 40_000, closeAt: now + 100_000, drawAt: now + 110_000 }],
};

function placedOrder(lines: number): OrderDetail {
  return {
    orderNo: 'L0000000000001',
    gameId: 'LOTT_K3',
    gameName: 'Fast 3',
    numero: k3.current.numero,
    playType: 'ent',
    prizeMode: 'Lott',
    placedAt: now,
    closeAt: k3.current.closeAt,
    drawAt: k3.current.drawAt,
    status: 'open',
    lineCount: lines,
    stake: 10,
    payout: 0,
    result: null,
    subOrders: [],
  };
}

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /lgw/games': () => ok({ serverTime: now, prizeMode: 'Lott', games: [k3] }),
    'GET /lgw/numeros/near': () => ok(near),
    'GET /wps/v2/wallets/balance': () => ok({ sumBalance: 1000, heldBalance: 0 }),
    'GET /lgw/orders': () => ok({ orders: [], pageNum: 1, totalPages: 0 }),
    ...extra,
  };
}

const path = (mui: string, query = '?prize_mode=Lott&pageBack=1') => `/m/lotto-h5/${mui}/ent/games/LOTT_K3${query}`;

beforeEach(() => {
  useSessionStore
    .getState()
    .startSession(
      { token: 'member-token-0123456789', merchantCode: merchant, userName: 'demo', type: 0 },
      { remember: false },
    );
  toastStore.setState({ current: null });
});
afterEach(() => useSessionStore.getState().clearSession());

describe('lottery play page', { timeout: 15_000 }, () => {
  it('pauses play with the reality check once its interval has passed; Continue resumes, Log out ends the session', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const protection = {
      currency: 'PHP',
      limits: [],
      realityCheck: { intervalMinutes: 15, intervalSeconds: 900, choices: [15, 30, 60] },
      session: { startedAt: new Date(now - 20 * 60_000).toISOString(), stakes: '30.00', wins: '12.50', net: '-17.50' },
      timeout: null,
      policy: {
        limitPeriods: ['day'],
        timeoutPeriods: ['24h'],
        exclusionPeriods: ['1y'],
        helpUrl: 'https://help.example',
        limitPromptAtRegistration: false,
        limitPromptAtFirstDeposit: false,
      },
    };
    const view = renderPlayScreen(path(merchant), routes({ 'GET /wps/protection/state': () => ok(protection) }));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('You have been playing for 20 min.');
    expect(dialog.textContent).toContain('Net result of this session: -₱17.50');
    expect(screen.getByRole('heading', { name: 'Fast 3', level: 1, hidden: true }).closest('[inert]')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Fast 3', level: 1 }).closest('[inert]')).toBeNull();
    expect(Number(sessionStorage.getItem('realityCheckAnswered'))).toBeGreaterThan(now);

    sessionStorage.setItem('realityCheckAnswered', String(now - 16 * 60_000));
    view.unmount();
    renderPlayScreen(path(merchant), routes({ 'GET /wps/protection/state': () => ok(protection) }));
    const again = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 5000 });
    await user.click(within(again).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useSessionStore.getState().info).toBeUndefined());
  }, 30_000);

  it('a trial account plays on its demo credit: the page opens, not the login', async () => {
    useSessionStore
      .getState()
      .startSession(
        { token: 'trial-token-0123456789', merchantCode: merchant, userName: 'guest000001', type: 4 },
        { remember: false },
      );
    const view = renderPlayScreen(
      path(merchant),
      routes({ 'GET /wps/v2/wallets/balance': () => ok({ sumBalance: 2000, heldBalance: 0 }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Fast 3', level: 1 }, { timeout: 3000 })).toBeTruthy();
    expect((await screen.findByRole('status', { name: 'Balance' })).textContent).toContain('2,000.00');
    expect(view.probe.current?.pathname).toBe('/m/lotto-h5/' + merchant + '/ent/games/LOTT_K3');
  });

  it('places the picked lines on the open draw and shows the balance the platform answers', async () => {
    const user = userEvent.setup();
    let balance = 1000;
    const view = renderPlayScreen(
      path(merchant),
      routes({
        'GET /wps/v2/wallets/balance': () => ok({ sumBalance: balance, heldBalance: 0 }),
        'POST /lgw/orders': () => {
          balance = 990;
          return ok({ order: placedOrder(2), balance });
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Fast 3', level: 1 }, { timeout: 3000 })).toBeTruthy();
    expect((await screen.findByRole('status', { name: 'Balance' })).textContent).toContain('1,000.00');

    const picks = screen.getByRole('group', { name: 'Your picks' });
    await user.click(within(picks).getByRole('button', { name: 'Big' }));
    await user.click(within(picks).getByRole('button', { name: 'Small' }));
    await user.clear(screen.getByLabelText('Stake per line'));
    await user.type(screen.getByLabelText('Stake per line'), '5');
    expect(screen.getByText(/Lines: 2 · Total: .10\.00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place bet' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('990.00'));
    const [order] = view.calls.filter((c) => c.method === 'POST' && c.path === '/lgw/orders');
    expect(order?.body).toMatchObject({
      gameId: 'LOTT_K3',
      numero: '20300101-0101',
      playType: 'ent',
      prizeMode: 'Lott',
      lines: [
        { betType: 'BIG_SMALL', selection: 'BIG', stake: 5 },
        { betType: 'BIG_SMALL', selection: 'SMALL', stake: 5 },
      ],
    });
    expect((order?.body as { requestId: string }).requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(toastStore.getState().current?.text).toBe('Bet placed on draw 20300101-0101');
  });

  it.each([
    ['0.5', 'The stake is 1 to 10,000 per line, with at most two decimals'],
    ['abc', 'Enter an amount, for example 10'],
  ])('a stake of %s is refused before anything is sent', async (stake, message) => {
    const user = userEvent.setup();
    const view = renderPlayScreen(path(merchant), routes());
    const picks = await screen.findByRole('group', { name: 'Your picks' }, { timeout: 3000 });
    await user.click(within(picks).getByRole('button', { name: 'Big' }));
    await user.clear(screen.getByLabelText('Stake per line'));
    await user.type(screen.getByLabelText('Stake per line'), stake);
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a closed draw shows the catalogue message and reads the draw again', async () => {
    const user = userEvent.setup();
    const view = renderPlayScreen(path(merchant), routes({ 'POST /lgw/orders': () => fail('DRAW_CLOSED') }));
    const picks = await screen.findByRole('group', { name: 'Your picks' }, { timeout: 3000 });
    await user.click(within(picks).getByRole('button', { name: 'Small' }));
    const nearCalls = () => view.calls.filter((c) => c.path === '/lgw/numeros/near').length;
    const before = nearCalls();
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(toastStore.getState().current?.text).toBe('This draw has closed. Bets now go to the next draw.'),
    );
    await waitFor(() => expect(nearCalls()).toBeGreaterThan(before));
  });

  it('a bet over a wager limit is refused with what is left of the limit', async () => {
    const user = userEvent.setup();
    const refusal = {
      status: 403,
      body: {
        success: false,
        code: 'LIMIT_EXCEEDED',
        message: 'limit',
        value: { kind: 'wager', period: 'day', remaining: '3.00' },
      },
    };
    renderPlayScreen(path(merchant), routes({ 'POST /lgw/orders': () => refusal }));
    const picks = await screen.findByRole('group', { name: 'Your picks' }, { timeout: 3000 });
    await user.click(within(picks).getByRole('button', { name: 'Small' }));
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(toastStore.getState().current?.text).toBe('This would go over your limit. You have ₱3.00 left.'),
    );
  });

  it('a refused cancel names the details of the refusal, never a raw placeholder', async () => {
    const user = userEvent.setup();
    const ticket = {
      ...placedOrder(1),
      playType: 'trad' as const,
      subOrders: [
        {
          id: 7,
          betType: 'ANY_FACE' as const,
          selection: '3',
          odds: 2.3,
          stake: 10,
          status: 'open' as const,
          payout: 0,
        },
      ],
    };
    const refusal = {
      status: 403,
      body: {
        success: false,
        code: 'PLAYER_TIMED_OUT',
        message: 'timed out',
        value: { until: '2031-05-06T07:08:00.000Z' },
      },
    };
    const view = renderPlayScreen(
      path(merchant),
      routes({
        'GET /lgw/orders': () => ok({ orders: [ticket], pageNum: 1, totalPages: 1 }),
        'GET /lgw/orders/detail': () => ok(ticket),
        'POST /lgw/orders/suborders/cancel': () => refusal,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Show lines' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('button', { name: /^Cancel / }, { timeout: 5000 }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this line?' })).getByRole('button', {
        name: 'Cancel line',
      }),
    );
    await waitFor(() =>
      expect(toastStore.getState().current?.text).toMatch(/^You are taking a break from play until .*2031/),
    );
    expect(toastStore.getState().current?.text).not.toContain('{{');
    expect(view.calls.some((c) => c.path === '/lgw/orders/suborders/cancel')).toBe(true);
  }, 30_000);

  it('a link for another merchant is explained, with a way to the lottery list', async () => {
    renderPlayScreen(path('OTHER01'), routes());
    expect(await screen.findByText('This lottery link belongs to another site.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all lottery games' }).getAttribute('href')).toBe('/m/lottery');
  });

  it.each([
    ['?prize_mode=Lott&pageBack=1', '/m/home'],
    ['?prize_mode=Lott', '/m/game'],
  ])('with %s the corner hot-spot closes to %s', async (query, target) => {
    const user = userEvent.setup();
    const view = renderPlayScreen(path(merchant, query), routes());
    await user.click(await screen.findByRole('button', { name: 'Close the lottery' }));
    await waitFor(() => expect(view.probe.current?.pathname).toBe(target));
  });

  it('switching the play type keeps the game, prize mode and pageBack in the address', async () => {
    const user = userEvent.setup();
    const view = renderPlayScreen(path(merchant), routes());
    await user.click(await screen.findByRole('tab', { name: 'Tradition' }));
    await waitFor(() =>
      expect(`${view.probe.current?.pathname}${view.probe.current?.search}`).toBe(
        `/m/lotto-h5/${merchant}/trad/games/LOTT_K3?prize_mode=Lott&pageBack=1`,
      ),
    );
    expect(await screen.findByRole('radio', { name: 'Any die · Odds 2.3' })).toBeTruthy();
  });
});
