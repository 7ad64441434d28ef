import { elapsedParts, elapsedText, nextCheckAt } from './reality-timing';

const start = '2026-01-01T10:00:00Z';
const startMs = Date.parse(start);

describe('nextCheckAt', () => {
  it.each([
    ['off', { sessionStartedAt: start, answeredAt: null, intervalSeconds: 0 }, null],
    [
      'first check one interval after the start',
      { sessionStartedAt: start, answeredAt: null, intervalSeconds: 900 },
      startMs + 900_000,
    ],
    [
      'after "continue", one interval after the answer',
      { sessionStartedAt: start, answeredAt: startMs + 1_000_000, intervalSeconds: 900 },
      startMs + 1_900_000,
    ],
    [
      'an answer from an older session is ignored',
      { sessionStartedAt: start, answeredAt: startMs - 5_000, intervalSeconds: 60 },
      startMs + 60_000,
    ],
    ['an unreadable start', { sessionStartedAt: 'nope', answeredAt: null, intervalSeconds: 60 }, null],
  ])('%s', (_name, input, expected) => {
    expect(nextCheckAt(input)).toBe(expected);
  });
});

describe('elapsed time', () => {
  it.each([
    [0, { hours: 0, minutes: 0 }],
    [59_999, { hours: 0, minutes: 0 }],
    [15 * 60_000, { hours: 0, minutes: 15 }],
    [65 * 60_000, { hours: 1, minutes: 5 }],
    [-10_000, { hours: 0, minutes: 0 }],
  ])('%s ms → %j', (ms, parts) => {
    expect(elapsedParts(startMs, startMs + ms)).toEqual(parts);
  });

  it('names minutes alone under an hour, hours and minutes from an hour', () => {
    expect(elapsedText(startMs, startMs + 15 * 60_000)).toEqual({
      key: 'protection.time.minutes',
      values: { minutes: 15 },
    });
    expect(elapsedText(startMs, startMs + 125 * 60_000)).toEqual({
      key: 'protection.time.hoursMinutes',
      values: { hours: 2, minutes: 5 },
    });
  });
});
