import type { NearNumeros } from '@wl/api-client/contract/lottery-calls';
import {
  clockOffset,
  drawPhase,
  drawRefreshDelay,
  formatCountdown,
  pendingDrawAt,
  POLL_MS,
  ticketsRefreshDelay,
} from './draw-clock';

const minute = 60_000;
/** A 60 s game whose open draw closes at 50 s and draws at 60 s. */
function near(previousDrawAt: number | null): NearNumeros {
  return {
    gameId: 'LOTT_K3',
    serverTime: 0,
    previous:
      previousDrawAt === null
        ? []
        : [{ numero: 'p', drawAt: previousDrawAt, status: 'drawn', numbers: ['1', '2', '3'] }],
    current: { numero: 'c', openAt: -10_000, closeAt: 50_000, drawAt: minute },
    next: [{ numero: 'n', openAt: 50_000, closeAt: 110_000, drawAt: 2 * minute }],
  };
}

describe('countdown', () => {
  it.each<[number, string]>([
    [0, '00:00'],
    [-5_000, '00:00'],
    [999, '00:01'],
    [59_000, '00:59'],
    [61_000, '01:01'],
    [3_600_000, '1:00:00'],
    [3_725_000, '1:02:05'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('corrects the phone clock by the server time', () => {
    expect(clockOffset(10_000, 7_000)).toBe(3_000);
  });

  it.each<[number, string]>([
    [49_999, 'open'],
    [50_000, 'closed'],
  ])('at %d ms the open draw is %s', (now, phase) => {
    expect(drawPhase(near(0).current, now)).toBe(phase);
  });
});

describe('when the lottery screens read again', () => {
  it('the draw before the open one is pending until its result is shown', () => {
    expect(pendingDrawAt(near(-minute))).toBe(0);
    expect(pendingDrawAt(near(0))).toBeNull();
  });

  it.each<[string, number | null, number, number]>([
    ['just after the open draw closes', 0, 10_000, 40_500],
    ['just after a pending draw time', -minute, -5_000, 5_500],
    ['never sooner than half a second', 0, 49_900, 600],
    ['every 1.5 s once the close passed without a new draw', 0, 50_000, POLL_MS],
  ])('%s', (_name, previous, now, delay) => {
    expect(drawRefreshDelay(near(previous), now)).toBe(delay);
  });

  it.each<[string, { status: 'open' | 'won' | 'lost' | 'cancelled'; drawAt: number }[], number, number | false]>([
    ['no waiting ticket → no polling', [{ status: 'won', drawAt: 0 }], 10, false],
    [
      'until the earliest open ticket is drawn',
      [
        { status: 'open', drawAt: 30_000 },
        { status: 'open', drawAt: 90_000 },
      ],
      10_000,
      20_500,
    ],
    ['every 1.5 s while a drawn ticket waits for settlement', [{ status: 'open', drawAt: 30_000 }], 31_000, POLL_MS],
  ])('%s', (_name, orders, now, delay) => {
    expect(ticketsRefreshDelay(orders, now)).toBe(delay);
  });
});
