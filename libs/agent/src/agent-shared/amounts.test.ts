import { parseAmount, parseRebate, rainTotal } from './amounts';

describe('entered amounts', () => {
  it.each([
    ['', undefined, 'agent.amount.required'],
    ['abc', undefined, 'agent.amount.format'],
    ['1.234', undefined, 'agent.amount.format'],
    ['-5', undefined, 'agent.amount.format'],
    ['0', undefined, 'agent.amount.positive'],
    ['10.01', 10, 'agent.amount.tooMuch'],
  ])('"%s" (available %s) → %s', (text, available, errorKey) => {
    expect(parseAmount(text, available)).toEqual({ ok: false, errorKey });
  });

  it.each([
    ['10', 10],
    ['1,234.5', 1234.5],
    [' 0.01 ', 0.01],
  ])('"%s" → %d', (text, value) => {
    expect(parseAmount(text, 5000)).toEqual({ ok: true, value });
  });
});

describe('rebate within the agent’s own (a downline never gets more than its agent)', () => {
  it.each([
    ['1.5', 2, 0, { ok: true, value: 1.5 }],
    ['2', 2, 0, { ok: true, value: 2 }],
    ['2.01', 2, 0, { ok: false, errorKey: 'agent.rebate.tooHigh' }],
    ['0.5', 2, 0.8, { ok: false, errorKey: 'agent.rebate.belowDownline' }],
    ['', 2, 0, { ok: false, errorKey: 'agent.rebate.required' }],
    ['1.555', 2, 0, { ok: false, errorKey: 'agent.rebate.format' }],
  ])('"%s" with own %d and downline %d', (text, max, min, result) => {
    expect(parseRebate(text, max, min)).toEqual(result);
  });

  it('rain total is exact in cents', () => {
    expect(rainTotal(0.1, 3)).toBe(0.3);
  });
});
