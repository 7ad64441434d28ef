import {
  instantFormats,
  localDay,
  localHour,
  presetOf,
  presetRange,
  rangeFromSearch,
  rangeProblem,
  shiftDay,
} from './report-dates';

describe('report dates in the brand time zone', () => {
  it.each([
    ['2024-05-01T16:30:00Z', 'Asia/Manila', '2024-05-02', 0],
    ['2024-05-02T02:30:00Z', 'America/Sao_Paulo', '2024-05-01', 23],
    ['2024-05-01T12:00:00Z', 'UTC', '2024-05-01', 12],
  ])('%s in %s is day %s, hour %i', (instant, zone, day, hour) => {
    expect(localDay(Date.parse(instant), zone)).toBe(day);
    expect(localHour(Date.parse(instant), zone)).toBe(hour);
  });

  it.each([
    ['today', { startDate: '2024-03-05', endDate: '2024-03-05' }],
    ['yesterday', { startDate: '2024-03-04', endDate: '2024-03-04' }],
    ['last7', { startDate: '2024-02-28', endDate: '2024-03-05' }],
    ['thisMonth', { startDate: '2024-03-01', endDate: '2024-03-05' }],
    ['last30', { startDate: '2024-02-05', endDate: '2024-03-05' }],
  ] as const)('preset %s of 2024-03-05', (preset, range) => {
    expect(presetRange(preset, '2024-03-05')).toEqual(range);
    expect(presetOf(range, '2024-03-05')).toBe(preset === 'today' ? 'today' : preset);
  });

  it.each([
    [{ startDate: '2024-03-01', endDate: '2024-03-05' }, null],
    [{ startDate: '2024-02-30', endDate: '2024-03-05' }, 'agent.range.invalid'],
    [{ startDate: '', endDate: '2024-03-05' }, 'agent.range.invalid'],
    [{ startDate: '2024-03-06', endDate: '2024-03-05' }, 'agent.range.order'],
    [{ startDate: '2024-01-01', endDate: '2024-04-02' }, null],
    [{ startDate: '2024-01-01', endDate: '2024-04-03' }, 'agent.range.tooLong'],
  ])('range %o → %s', (range, problem) => {
    expect(rangeProblem(range)).toBe(problem);
  });

  it('takes a valid range from the query string, else the fallback', () => {
    const fallback = { startDate: '2024-03-05', endDate: '2024-03-05' };
    expect(rangeFromSearch(new URLSearchParams('startDate=2024-03-01&endDate=2024-03-02'), fallback)).toEqual({
      startDate: '2024-03-01',
      endDate: '2024-03-02',
    });
    expect(rangeFromSearch(new URLSearchParams('startDate=x&endDate=2024-03-02'), fallback)).toEqual(fallback);
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('instantFormats: agent screens write instants in the active language, in the report time zone', () => {
  const instant = Date.parse('2024-05-01T16:30:00Z');
  it.each([
    ['en', 'Asia/Manila', 'May 2, 2024', '12:30'],
    ['pt-BR', 'America/Sao_Paulo', '1 de mai. de 2024', '13:30'],
    ['ja', 'Asia/Tokyo', '2024/05/02', '1:30'],
  ])('%s in %s', (locale, zone, date, time) => {
    const formats = instantFormats(locale, zone);
    expect(formats.date(instant)).toBe(date);
    expect(formats.time(instant)).toContain(time);
    expect(formats.dateTime(instant)).toContain(time);
  });
});
