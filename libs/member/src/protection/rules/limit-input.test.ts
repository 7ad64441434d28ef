import { checkLimitInput } from './limit-input';

describe('checkLimitInput', () => {
  it.each([
    ['deposit', 'day', '', { ok: false, messageKey: 'protection.limits.required' }],
    ['deposit', 'day', '   ', { ok: false, messageKey: 'protection.limits.required' }],
    ['deposit', 'day', 'abc', { ok: false, messageKey: 'protection.limits.format' }],
    ['deposit', 'day', '10.555', { ok: false, messageKey: 'protection.limits.format' }],
    ['deposit', 'day', '-5', { ok: false, messageKey: 'protection.limits.format' }],
    ['loss', 'week', '0', { ok: false, messageKey: 'protection.limits.positive' }],
    ['loss', 'week', '0.00', { ok: false, messageKey: 'protection.limits.positive' }],
    ['wager', 'month', '1,500.5', { ok: true, amount: '1500.50' }],
    ['deposit', 'day', ' 100 ', { ok: true, amount: '100.00' }],
    ['session', 'day', '90', { ok: true, amount: '90' }],
    ['session', 'day', '1.5', { ok: false, messageKey: 'protection.limits.minutesFormat' }],
    ['session', 'day', '0', { ok: false, messageKey: 'protection.limits.minutesRange', values: { max: 1440 } }],
    ['session', 'day', '1441', { ok: false, messageKey: 'protection.limits.minutesRange', values: { max: 1440 } }],
    ['session', 'week', '10080', { ok: true, amount: '10080' }],
    ['session', 'month', '44641', { ok: false, messageKey: 'protection.limits.minutesRange', values: { max: 44640 } }],
  ] as const)('%s / %s "%s"', (kind, period, text, expected) => {
    expect(checkLimitInput(kind, period, text)).toEqual(expected);
  });
});
