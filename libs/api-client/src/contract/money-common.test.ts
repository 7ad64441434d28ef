import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ManualDepositRequest } from './deposit-calls';
import { WhitelabelBody } from './money-ops';
import {
  IdempotencyKey,
  RangeQuery,
  dayRange,
  isDateString,
  localDate,
  maskCardNumber,
  maskEmail,
  maskMobile,
  maskName,
} from './money-common';
import { AddBankCardRequest, NicknameUpdate, PayeeNameUpdate, SetSecurityQuestionsRequest } from './security-calls';

describe('dates of records queries', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['yesterday', false],
  ])('isDateString(%s) = %s', (value, expected) => {
    expect(isDateString(value)).toBe(expected);
  });

  it('a local day in Manila (UTC+8, offset -480) starts at 16:00 UTC the day before', () => {
    const { from, to } = dayRange('2024-05-02', '2024-05-02', -480);
    expect(new Date(from).toISOString()).toBe('2024-05-01T16:00:00.000Z');
    expect(to - from).toBe(86_400_000);
  });

  it('localDate is the inverse for the same offset', () => {
    expect(localDate(Date.parse('2024-05-01T16:30:00Z'), -480)).toBe('2024-05-02');
    expect(localDate(Date.parse('2024-05-01T02:30:00Z'), 180)).toBe('2024-04-30');
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a one-day range with defaults', { startDate: '2024-05-01', endDate: '2024-05-01' }, true],
    [
      'paging given as strings (query string)',
      { startDate: '2024-05-01', endDate: '2024-05-02', page: '2', size: '50' },
      true,
    ],
    ['end before start', { startDate: '2024-05-02', endDate: '2024-05-01' }, false],
    ['93 days and more', { startDate: '2024-01-01', endDate: '2024-04-03' }, false],
    ['a page size over 100', { startDate: '2024-05-01', endDate: '2024-05-01', size: '500' }, false],
    ['page 0', { startDate: '2024-05-01', endDate: '2024-05-01', page: '0' }, false],
    ['a time-zone offset beyond 14 hours', { startDate: '2024-05-01', endDate: '2024-05-01', tzOffset: '900' }, false],
    ['no dates', {}, false],
  ])('RangeQuery: %s', (_name, query, valid) => {
    expect(z.safeParse(RangeQuery, query).success).toBe(valid);
  });
});

describe('masking personal data in answers', () => {
  it.each([
    ['4111111111111111', '**** **** **** 1111'],
    ['0123456789', '**** **** **** 6789'],
  ])('maskCardNumber(%s) = %s', (input, expected) => {
    expect(maskCardNumber(input)).toBe(expected);
  });

  it.each([
    ['demo@example.com', 'd***@example.com'],
    ['broken', '***'],
  ])('maskEmail(%s) = %s', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });

  it('maskName keeps the first letter of each word', () => {
    expect(maskName('Juan  Dela Cruz')).toBe('J*** D*** C***');
  });

  it('maskMobile keeps the country code and the last four digits', () => {
    expect(maskMobile('+639171234567')).toBe('+63******4567');
  });
});

describe('request schemas', () => {
  it.each<[string, unknown, boolean]>([
    ['a UUID-like key', 'c0a8012e-7d4f-4b6a-9c1e-2f3a4b5c6d7e', true],
    ['too short', 'abc', false],
    ['with spaces', 'abc def ghi jkl mno', false],
  ])('IdempotencyKey: %s', (_name, key, valid) => {
    expect(z.safeParse(IdempotencyKey, key).success).toBe(valid);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a transfer with two decimals', { methodId: 1, amount: 150.25, payerName: 'Juan Cruz' }, true],
    ['three decimals', { methodId: 1, amount: 150.255, payerName: 'Juan Cruz' }, false],
    ['a negative amount', { methodId: 1, amount: -5, payerName: 'Juan Cruz' }, false],
    ['an amount as text', { methodId: 1, amount: '100', payerName: 'Juan Cruz' }, false],
    ['a one-letter payer', { methodId: 1, amount: 100, payerName: 'J' }, false],
    ['an unknown field', { methodId: 1, amount: 100, payerName: 'Juan Cruz', bonus: 5 }, false],
  ])('ManualDepositRequest: %s', (_name, body, valid) => {
    expect(z.safeParse(ManualDepositRequest, body).success).toBe(valid);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    [
      '16 digits',
      { bankName: 'BDO', cardNumber: '4111111111111111', holderName: 'Juan Cruz', paymentPassword: '135790' },
      true,
    ],
    [
      'with spaces',
      { bankName: 'BDO', cardNumber: '4111 1111 1111 1111', holderName: 'Juan Cruz', paymentPassword: '135790' },
      false,
    ],
    [
      'a 5-digit payment password',
      { bankName: 'BDO', cardNumber: '4111111111111111', holderName: 'Juan Cruz', paymentPassword: '13579' },
      false,
    ],
  ])('AddBankCardRequest: %s', (_name, body, valid) => {
    expect(z.safeParse(AddBankCardRequest, body).success).toBe(valid);
  });

  it.each<[string, string, boolean]>([
    ['a plain name', 'Juan Dela Cruz', true],
    ['accents and an apostrophe', "João D'Ávila", true],
    ['digits', 'Juan 2', false],
  ])('PayeeNameUpdate: %s', (_name, payeeName, valid) => {
    expect(z.safeParse(PayeeNameUpdate, { payeeName }).success).toBe(valid);
  });

  it.each<[string, string, boolean]>([
    ['a nickname', 'Lucky Star', true],
    ['markup', '<b>hi</b>', false],
    ['one character', 'x', false],
  ])('NicknameUpdate: %s', (_name, nickname, valid) => {
    expect(z.safeParse(NicknameUpdate, { nickname }).success).toBe(valid);
  });

  it('security questions need two different questions', () => {
    const answer = (questionId: number) => ({ questionId, answer: 'x' });
    expect(
      z.safeParse(SetSecurityQuestionsRequest, { loginPassword: 'p', answers: [answer(1), answer(2)] }).success,
    ).toBe(true);
    expect(
      z.safeParse(SetSecurityQuestionsRequest, { loginPassword: 'p', answers: [answer(1), answer(1)] }).success,
    ).toBe(false);
    expect(z.safeParse(SetSecurityQuestionsRequest, { loginPassword: 'p', answers: [answer(1)] }).success).toBe(false);
  });

  it('the white-label operator body needs flags or promotions', () => {
    expect(z.safeParse(WhitelabelBody, { flags: { REWCEN3: false } }).success).toBe(true);
    expect(z.safeParse(WhitelabelBody, { promotions: { MISSION: true } }).success).toBe(true);
    expect(z.safeParse(WhitelabelBody, {}).success).toBe(false);
    expect(z.safeParse(WhitelabelBody, { flags: { 'rewcen<3': false } }).success).toBe(false);
  });
});
