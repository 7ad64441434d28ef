import { z } from 'zod/mini';
import {
  CreateAffiliateLinkRequest,
  DateRangeQuery,
  RebatePercent,
  SubordinateQuery,
  TeamKpiQuery,
  TransferMultipleRequest,
  affiliateRegisterUrl,
  isCalendarDate,
  rebateFromBp,
  rebateToBp,
} from './agent-calls';
import { daysBetween } from './money-common';

describe('report dates: startDate/endDate as YYYY-MM-DD', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['20240101', false],
    ['', false],
  ])('%s is a calendar date: %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it.each([
    [{ startDate: '2024-01-01', endDate: '2024-01-01' }, true],
    [{ startDate: '2024-01-02', endDate: '2024-01-01' }, false],
    [{ startDate: '2024-01-01', endDate: '2024-04-02' }, true],
    [{ startDate: '2024-01-01', endDate: '2024-04-03' }, false],
    [{ startDate: '2024-02-30', endDate: '2024-03-01' }, false],
  ])('range %o is valid: %s', (range, valid) => {
    expect(z.safeParse(DateRangeQuery, range).success).toBe(valid);
    expect(daysBetween('2024-01-01', '2024-04-02')).toBe(92);
  });

  it('KPI size defaults to 0 (the footer only) and comes from the query string', () => {
    expect(z.parse(TeamKpiQuery, { startDate: '2024-01-01', endDate: '2024-01-01' })).toMatchObject({
      size: 0,
      pageNo: 1,
    });
    expect(z.parse(TeamKpiQuery, { startDate: '2024-01-01', endDate: '2024-01-01', size: '7' }).size).toBe(7);
    expect(z.safeParse(TeamKpiQuery, { startDate: '2024-01-01', endDate: '2024-01-01', size: 'x' }).success).toBe(
      false,
    );
    expect(z.parse(SubordinateQuery, { parentId: '12' })).toMatchObject({ parentId: 12, pageNo: 1, pageSize: 20 });
  });
});

describe('rebates and amounts', () => {
  it.each([
    [0, true],
    [1.25, true],
    [10, true],
    [10.01, false],
    [-0.01, false],
    [1.255, false],
  ])('rebate %d valid: %s', (value, valid) => {
    expect(z.safeParse(RebatePercent, value).success).toBe(valid);
  });

  it('converts rebates to basis points and back without drift', () => {
    expect(rebateToBp(1.15)).toBe(115);
    expect(rebateFromBp(115)).toBe(1.15);
  });

  it('a red envelope rain names each member once', () => {
    expect(
      z.safeParse(TransferMultipleRequest, { memberIds: [1, 1], amountEach: 1, idempotencyKey: 'abcdefgh12345678' })
        .success,
    ).toBe(false);
    expect(
      z.safeParse(TransferMultipleRequest, { memberIds: [1, 2], amountEach: 1, idempotencyKey: 'abcdefgh12345678' })
        .success,
    ).toBe(true);
  });

  it('a link lasts one of the offered validities', () => {
    expect(z.safeParse(CreateAffiliateLinkRequest, { type: 0, rebate: 1, validDays: 30 }).success).toBe(true);
    expect(z.safeParse(CreateAffiliateLinkRequest, { type: 0, rebate: 1, validDays: 31 }).success).toBe(false);
    expect(affiliateRegisterUrl('https://m.example/', 'AB12CD34EF')).toBe(
      'https://m.example/m/register?affiliateCode=AB12CD34EF',
    );
  });
});
