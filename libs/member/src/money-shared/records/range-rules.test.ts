import { presetRange, rangeFromParams } from './range-rules';

// 2024-05-31 02:00 in Manila (UTC+8, offset -480) is 2024-05-30 18:00 UTC.
const now = Date.parse('2024-05-30T18:00:00Z');
const manila = -480;

describe('records date range', () => {
  it.each<[Parameters<typeof presetRange>[0], string, string]>([
    ['today', '2024-05-31', '2024-05-31'],
    ['yesterday', '2024-05-30', '2024-05-30'],
    ['last7', '2024-05-25', '2024-05-31'],
    ['last30', '2024-05-02', '2024-05-31'],
  ])('%s covers local dates %s to %s', (preset, startDate, endDate) => {
    expect(presetRange(preset, now, manila)).toEqual({ preset, startDate, endDate });
  });

  it.each<[string, string, string, string]>([
    ['a preset', 'range=today', '2024-05-31', '2024-05-31'],
    ['a custom range', 'from=2024-05-01&to=2024-05-10', '2024-05-01', '2024-05-10'],
    ['an unknown preset falls back to the last 7 days', 'range=forever', '2024-05-25', '2024-05-31'],
    ['an end before the start falls back', 'from=2024-05-10&to=2024-05-01', '2024-05-25', '2024-05-31'],
    ['more than 93 days falls back', 'from=2024-01-01&to=2024-05-01', '2024-05-25', '2024-05-31'],
    ['a date that does not exist falls back', 'from=2024-02-30&to=2024-03-01', '2024-05-25', '2024-05-31'],
  ])('%s', (_name, query, startDate, endDate) => {
    expect(rangeFromParams(new URLSearchParams(query), now, manila)).toMatchObject({ startDate, endDate });
  });
});
