import { completedPeriods, datesDescending, dayStart, localDate, nextDate, periodAt, rangeBounds } from './report-time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('report time in the brand time zone', () => {
  it.each([
    ['2024-05-01T15:59:59Z', 'Asia/Manila', '2024-05-01'],
    ['2024-05-01T16:00:00Z', 'Asia/Manila', '2024-05-02'],
    ['2024-05-02T02:59:59Z', 'America/Sao_Paulo', '2024-05-01'],
    ['2024-05-02T03:00:00Z', 'America/Sao_Paulo', '2024-05-02'],
    ['2024-05-01T23:59:59Z', 'UTC', '2024-05-01'],
  ])('%s is local day %s in %s', (instant, zone, date) => {
    expect(localDate(Date.parse(instant), zone)).toBe(date);
  });

  it.each([
    ['2024-05-02', 'Asia/Manila', '2024-05-01T16:00:00.000Z'],
    ['2024-05-02', 'America/Sao_Paulo', '2024-05-02T03:00:00.000Z'],
    ['2024-03-31', 'Europe/Berlin', '2024-03-30T23:00:00.000Z'],
    ['2024-04-01', 'Europe/Berlin', '2024-03-31T22:00:00.000Z'],
  ])('local day %s in %s begins at %s (also across DST)', (date, zone, start) => {
    expect(iso(dayStart(date, zone))).toBe(start);
  });

  it('a range covers both days: [start of the first, start of the day after the last)', () => {
    const { from, to } = rangeBounds('2024-05-01', '2024-05-02', 'Asia/Manila');
    expect(iso(from)).toBe('2024-04-30T16:00:00.000Z');
    expect(iso(to)).toBe('2024-05-02T16:00:00.000Z');
    expect(nextDate('2024-02-29')).toBe('2024-03-01');
    expect(datesDescending('2024-02-28', '2024-03-01')).toEqual(['2024-03-01', '2024-02-29', '2024-02-28']);
  });

  it.each([
    ['2024-05-10T05:00:00Z', '2024-04-30T16:00:00.000Z', '2024-05-15T16:00:00.000Z'],
    ['2024-05-20T05:00:00Z', '2024-05-15T16:00:00.000Z', '2024-05-31T16:00:00.000Z'],
    ['2024-12-31T05:00:00Z', '2024-12-15T16:00:00.000Z', '2024-12-31T16:00:00.000Z'],
  ])('the half month holding %s is [%s, %s) in Manila', (instant, start, end) => {
    const period = periodAt(Date.parse(instant), 'half_month', 'Asia/Manila');
    expect([iso(period.start), iso(period.end)]).toEqual([start, end]);
  });

  it('lists only completed periods, oldest first, from the one holding the start', () => {
    const periods = completedPeriods(
      Date.parse('2024-05-01T10:30:00Z'),
      Date.parse('2024-05-01T13:10:00Z'),
      'hour',
      'UTC',
    );
    expect(periods.map((p) => iso(p.start))).toEqual([
      '2024-05-01T10:00:00.000Z',
      '2024-05-01T11:00:00.000Z',
      '2024-05-01T12:00:00.000Z',
    ]);
    expect(
      completedPeriods(Date.parse('2024-05-01T10:30:00Z'), Date.parse('2024-05-01T10:59:00Z'), 'hour', 'UTC'),
    ).toEqual([]);
  });
});
