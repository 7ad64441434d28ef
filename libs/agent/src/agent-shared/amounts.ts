import { MAX_REBATE_PERCENT } from '@wl/api-client/contract/agent-calls';

/** Entered amounts and rebates: a pack key for what is wrong, or the parsed number. Pure. */
export type Parsed = { ok: true; value: number } | { ok: false; errorKey: string };

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** An amount of money: up to two decimals, more than 0, at most `available` when given. */
export function parseAmount(text: string, available?: number): Parsed {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return { ok: false, errorKey: 'agent.amount.required' };
  if (!DECIMAL.test(value)) return { ok: false, errorKey: 'agent.amount.format' };
  const amount = Number(value);
  if (amount <= 0) return { ok: false, errorKey: 'agent.amount.positive' };
  if (amount > 1_000_000_000) return { ok: false, errorKey: 'agent.amount.format' };
  if (available !== undefined && amount > available) return { ok: false, errorKey: 'agent.amount.tooMuch' };
  return { ok: true, value: amount };
}

/** A rebate in percent: 0 up to the agent's own (and at least `min`, the highest rebate below that member). */
export function parseRebate(text: string, max: number, min = 0): Parsed {
  const value = text.trim();
  if (value === '') return { ok: false, errorKey: 'agent.rebate.required' };
  if (!DECIMAL.test(value)) return { ok: false, errorKey: 'agent.rebate.format' };
  const rebate = Number(value);
  if (rebate > Math.min(max, MAX_REBATE_PERCENT)) return { ok: false, errorKey: 'agent.rebate.tooHigh' };
  if (rebate < min) return { ok: false, errorKey: 'agent.rebate.belowDownline' };
  return { ok: true, value: rebate };
}

/** Red envelope rain: the total for the chosen members. */
export function rainTotal(amountEach: number, recipients: number): number {
  return Math.round(amountEach * 100 * recipients) / 100;
}
