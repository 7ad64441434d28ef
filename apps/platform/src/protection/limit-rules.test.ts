import {
  addMonths,
  centsText,
  confirmedChange,
  crossedWarning,
  exclusionUntil,
  isWarned,
  liftAllowedFrom,
  limitPassedBy,
  lowestAmount,
  meetsExclusionMinimum,
  pendingState,
  requestedChange,
  timeoutUntil,
  windowStart,
} from './limit-rules';
import type { LimitUse } from './limit-rules';

const t = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = t('2025-03-31T12:00:00Z');

describe('limit periods roll', () => {
  it.each([
    ['day', '2025-03-30T12:00:00Z'],
    ['week', '2025-03-24T12:00:00Z'],
    ['month', '2025-02-28T12:00:00Z'],
  ] as const)('%s window starts at %s', (period, start) => {
    expect(windowStart(period, now)).toBe(t(start));
  });

  it.each([
    ['2025-01-31T00:00:00Z', 1, '2025-02-28T00:00:00Z'],
    ['2024-01-31T00:00:00Z', 1, '2024-02-29T00:00:00Z'],
    ['2025-05-15T08:30:00Z', -1, '2025-04-15T08:30:00Z'],
    ['2025-08-31T00:00:00Z', 6, '2026-02-28T00:00:00Z'],
    ['2025-01-10T00:00:00Z', 60, '2030-01-10T00:00:00Z'],
  ])('%s + %i months = %s', (from, months, to) => {
    expect(addMonths(t(from), months)).toBe(t(to));
  });
});

describe('the lowest limit applies', () => {
  const limits: LimitUse[] = [
    { kind: 'deposit', period: 'day', amount: 100_00, used: 20_00 },
    { kind: 'deposit', period: 'week', amount: 300_00, used: 250_00 },
    { kind: 'deposit', period: 'month', amount: 1000_00, used: 250_00 },
  ];
  it.each([
    [10_00, null],
    [50_00, null],
    [50_01, { period: 'week', remaining: 50_00 }],
    [80_01, { period: 'week', remaining: 50_00 }],
    [900_00, { period: 'week', remaining: 50_00 }],
  ])('adding %i passes %j', (added, expected) => {
    const passed = limitPassedBy(limits, added);
    expect(passed && { period: passed.limit.period, remaining: passed.remaining }).toEqual(expected);
  });

  it('reports the tightest remainder when only the daily limit is passed', () => {
    const passed = limitPassedBy([{ kind: 'loss', period: 'day', amount: 50_00, used: 60_00 }], 1);
    expect(passed?.remaining).toBe(0);
  });

  it.each([
    [[], null],
    [[500], 500],
    [[500, 200], 200],
    [[300, 900, 301], 300],
  ])('lowest of %j is %j', (amounts, lowest) => {
    expect(lowestAmount(amounts)).toBe(lowest);
  });
});

describe('the 80 % warning', () => {
  it.each([
    [100_00, 79_99, false],
    [100_00, 80_00, true],
    [100_00, 120_00, true],
    [3, 2, false],
    [3, 3, true],
  ])('limit %i used %i → warned %s', (amount, used, warned) => {
    expect(isWarned({ amount, used })).toBe(warned);
  });

  it.each([
    [100_00, 70_00, 9_99, false],
    [100_00, 70_00, 10_00, true],
    [100_00, 80_00, 5_00, false],
    [100_00, 0, 100_00, true],
  ])('limit %i, used %i, adding %i crosses: %s', (amount, before, added, crossed) => {
    expect(crossedWarning(amount, before, added)).toBe(crossed);
  });
});

describe('raising and removing wait, lowering applies at once', () => {
  it.each([
    ['a first limit', null, 500, { type: 'set', amount: 500 }],
    ['nothing to remove', null, null, { type: 'unchanged' }],
    ['lowering', 500, 300, { type: 'set', amount: 300 }],
    ['the same amount', 500, 500, { type: 'unchanged' }],
    [
      'raising',
      500,
      800,
      { type: 'pending', pending: { amount: 800, effectiveAt: now + DAY, confirmBy: now + 8 * DAY } },
    ],
    [
      'removing',
      500,
      null,
      { type: 'pending', pending: { amount: null, effectiveAt: now + DAY, confirmBy: now + 8 * DAY } },
    ],
  ])('%s', (_label, current, requested, change) => {
    expect(requestedChange(current, requested, now)).toEqual(change);
  });

  const pending = { amount: 800, effectiveAt: now + DAY, confirmBy: now + 8 * DAY };
  it.each([
    [now, 'waiting'],
    [now + DAY - 1, 'waiting'],
    [now + DAY, 'confirmable'],
    [now + 8 * DAY - 1, 'confirmable'],
    [now + 8 * DAY, 'lapsed'],
  ])('at %i the change is %s', (at, state) => {
    expect(pendingState(pending, at)).toBe(state);
  });

  it.each([
    [pending, now + 2 * DAY, { type: 'set', amount: 800 }],
    [{ ...pending, amount: null }, now + 2 * DAY, { type: 'remove' }],
    [pending, now + HOUR, { type: 'refused', reason: 'waiting' }],
    [pending, now + 9 * DAY, { type: 'refused', reason: 'lapsed' }],
    [null, now, { type: 'refused', reason: 'none' }],
  ])('confirming %j at %i', (change, at, result) => {
    expect(confirmedChange(change, at)).toEqual(result);
  });
});

describe('time-outs, exclusions and lifting', () => {
  it.each([
    ['24h', now + DAY],
    ['7d', now + 7 * DAY],
    ['30d', now + 30 * DAY],
  ] as const)('time-out %s ends at %i', (period, until) => {
    expect(timeoutUntil(period, now)).toBe(until);
  });

  it.each([
    ['6m', t('2025-09-30T12:00:00Z')],
    ['1y', t('2026-03-31T12:00:00Z')],
    ['5y', t('2030-03-31T12:00:00Z')],
    ['permanent', null],
  ] as const)('exclusion %s ends at %s', (period, until) => {
    expect(exclusionUntil(period, now)).toBe(until);
  });

  it.each([
    ['6m', '6m', true],
    ['6m', '1y', false],
    ['permanent', '5y', true],
    ['1y', '1y', true],
  ] as const)('%s meets minimum %s: %s', (period, minimum, ok) => {
    expect(meetsExclusionMinimum(period, minimum)).toBe(ok);
  });

  it.each([
    [{ startedAt: now, until: now + 10 * DAY }, '6m', now + 11 * DAY],
    [{ startedAt: now, until: null }, '6m', t('2025-09-30T12:00:00Z') + 7 * DAY],
    [{ startedAt: now, until: null }, '1y', t('2026-03-31T12:00:00Z') + 7 * DAY],
  ] as const)('%j (minimum %s) may be lifted from %i', (block, minimum, from) => {
    expect(liftAllowedFrom(block, minimum)).toBe(from);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-250, '-2.50'],
  ])('%i cents read %s', (cents, text) => {
    expect(centsText(cents)).toBe(text);
  });
});
