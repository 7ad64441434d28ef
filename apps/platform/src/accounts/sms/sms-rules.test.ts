import { randomSmsCode, sendRefusal } from './sms-rules';
import { outboxMatcher } from './providers';

describe('SMS send rules', () => {
  it.each([
    ['the first send goes', { numberLastMinute: 0, numberLastHour: 0, addressLastHour: 0 }, null],
    ['one send per 60 s per number', { numberLastMinute: 1, numberLastHour: 1, addressLastHour: 1 }, 'wait'],
    ['the fifth send of the hour goes', { numberLastMinute: 0, numberLastHour: 4, addressLastHour: 4 }, null],
    [
      'no sixth send in an hour per number',
      { numberLastMinute: 0, numberLastHour: 5, addressLastHour: 5 },
      'number-hourly',
    ],
    ['the per-address hourly limit', { numberLastMinute: 0, numberLastHour: 0, addressLastHour: 20 }, 'address-hourly'],
  ] as const)('%s', (_name, counts, expected) => {
    expect(sendRefusal(counts, 20)).toBe(expected);
  });

  it('makes 6-digit codes', () => {
    for (let i = 0; i < 100; i++) expect(randomSmsCode()).toMatch(/^\d{6}$/);
  });

  it.each([
    ['+639171234567', '9171234567', true],
    ['+639171234567', '+639171234567', true],
    ['+639171234567', '09171234567', true],
    ['+639171234567', '9171234568', false],
    ['demo@example.com', 'DEMO@example.com', true],
    ['demo@example.com', 'other@example.com', false],
  ])('outbox entry for %s matches %s: %s', (to, query, expected) => {
    expect(outboxMatcher(query)(to)).toBe(expected);
  });
});
