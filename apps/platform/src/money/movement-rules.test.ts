import { movementKinds } from '@wl/api-client/contract/records-calls';
import { ledgerFilterOf, movementKind, profitLossOf, toMovement } from './movement-rules';
import type { LedgerFacts, LedgerMovementRow, MovementSum } from './movement-rules';

const facts = (ledgerKind: string, mainCents: number, extra: Partial<LedgerFacts> = {}): LedgerFacts => ({
  ledgerKind,
  mainCents,
  envelope: false,
  contractKind: null,
  ...extra,
});

describe('movement kind of a ledger transaction', () => {
  it.each<[string, LedgerFacts, string]>([
    ['a deposit', facts('deposit', 50_000), 'deposit'],
    ['a withdrawal hold', facts('withdrawal_hold', -20_000), 'withdrawal'],
    ['a returned withdrawal', facts('withdrawal_refund', 20_000), 'withdrawal_returned'],
    ['a stake', facts('bet', -1_000), 'bet'],
    ['a win', facts('win', 2_500), 'win'],
    ['a cancelled lottery line', facts('bet_refund', 1_000), 'bet_refund'],
    ['a rebate', facts('rebate', 120), 'rebate'],
    ['a promotion', facts('promotion', 3_000), 'promotion'],
    ['the member’s transfer to its superior', facts('transfer', -10_000), 'transfer_to_upline'],
    ['the superior receiving it', facts('transfer', 10_000), 'transfer_from_downline'],
    ['an agent’s transfer to a downline', facts('agent_transfer', -10_000), 'transfer_to_downline'],
    ['the downline receiving it', facts('agent_transfer', 10_000), 'transfer_from_upline'],
    ['an agent’s red envelope', facts('agent_transfer', -30_000, { envelope: true }), 'red_envelope_sent'],
    [
      'a downline receiving a red envelope',
      facts('agent_transfer', 10_000, { envelope: true }),
      'red_envelope_received',
    ],
    ['a daily salary', facts('salary', 5_000, { contractKind: 'daily_salary' }), 'daily_salary'],
    ['an hourly salary', facts('salary', 500, { contractKind: 'hourly_salary' }), 'hourly_salary'],
    ['a dividend', facts('dividend', 9_000), 'dividend'],
    ['an opening balance', facts('adjustment', 100_000), 'adjustment'],
    ['a kind no rule knows', facts('mystery', 1), 'other'],
  ])('%s', (_name, input, kind) => {
    expect(movementKind(input)).toBe(kind);
  });

  it.each(movementKinds.map((kind) => [kind]))('filtering by %s finds what the rule calls it', (kind) => {
    const filter = ledgerFilterOf(kind);
    const sign = filter.direction === 'out' ? -1 : 1;
    expect(
      movementKind({
        ledgerKind: filter.ledgerKind,
        mainCents: sign,
        envelope: filter.envelope ?? false,
        contractKind: filter.contractKind,
      }),
    ).toBe(kind);
  });
});

const row = (over: Partial<LedgerMovementRow>): LedgerMovementRow => ({
  transactionId: 42,
  time: 1_700_000_000_000,
  ledgerKind: 'deposit',
  reference: null,
  mainCents: 0,
  mainAfterCents: 0,
  heldCents: 0,
  decided: false,
  envelope: false,
  contractKind: null,
  otherCount: 0,
  otherName: null,
  ...over,
});

describe('one row a member understands', () => {
  it.each<[string, Partial<LedgerMovementRow>, ReturnType<typeof toMovement>]>([
    [
      'a pending withdrawal: money out, its held part held (not a credit)',
      {
        ledgerKind: 'withdrawal_hold',
        reference: 'withdrawal:W1',
        mainCents: -20_000,
        mainAfterCents: 80_000,
        heldCents: 20_000,
      },
      {
        id: 42,
        time: 1_700_000_000_000,
        kind: 'withdrawal',
        reference: 'W1',
        counterparty: null,
        counterparties: 0,
        amountCents: -20_000,
        balanceAfterCents: 80_000,
        heldCents: 20_000,
      },
    ],
    [
      'a decided withdrawal holds nothing any more',
      {
        ledgerKind: 'withdrawal_hold',
        reference: 'withdrawal:W1',
        mainCents: -20_000,
        mainAfterCents: 80_000,
        heldCents: 20_000,
        decided: true,
      },
      {
        id: 42,
        time: 1_700_000_000_000,
        kind: 'withdrawal',
        reference: 'W1',
        counterparty: null,
        counterparties: 0,
        amountCents: -20_000,
        balanceAfterCents: 80_000,
        heldCents: 0,
      },
    ],
    [
      'a returned withdrawal credits the main wallet and holds nothing',
      {
        ledgerKind: 'withdrawal_refund',
        reference: 'withdrawal:W1',
        mainCents: 20_000,
        mainAfterCents: 100_000,
        heldCents: -20_000,
      },
      {
        id: 42,
        time: 1_700_000_000_000,
        kind: 'withdrawal_returned',
        reference: 'W1',
        counterparty: null,
        counterparties: 0,
        amountCents: 20_000,
        balanceAfterCents: 100_000,
        heldCents: 0,
      },
    ],
    [
      'a deposit shows its order number',
      { reference: 'deposit:D123', mainCents: 50_000, mainAfterCents: 150_000 },
      {
        id: 42,
        time: 1_700_000_000_000,
        kind: 'deposit',
        reference: 'D123',
        counterparty: null,
        counterparties: 0,
        amountCents: 50_000,
        balanceAfterCents: 150_000,
        heldCents: 0,
      },
    ],
    [
      'an agent transfer shows the transaction number and the other member',
      {
        ledgerKind: 'agent_transfer',
        reference: 'agent-transfer:7:key',
        mainCents: -10_000,
        mainAfterCents: 490_000,
        otherCount: 1,
        otherName: 'player101',
      },
      {
        id: 42,
        time: 1_700_000_000_000,
        kind: 'transfer_to_downline',
        reference: 'TX42',
        counterparty: 'player101',
        counterparties: 1,
        amountCents: -10_000,
        balanceAfterCents: 490_000,
        heldCents: 0,
      },
    ],
    [
      'a red envelope to three members names none of them and counts them',
      {
        ledgerKind: 'agent_transfer',
        envelope: true,
        reference: 'agent-transfer:7:key',
        mainCents: -30_000,
        mainAfterCents: 460_000,
        otherCount: 3,
        otherName: 'player101',
      },
      {
        id: 42,
        time: 1_700_000_000_000,
        kind: 'red_envelope_sent',
        reference: 'TX42',
        counterparty: null,
        counterparties: 3,
        amountCents: -30_000,
        balanceAfterCents: 460_000,
        heldCents: 0,
      },
    ],
    [
      'a daily salary shows the transaction number',
      {
        ledgerKind: 'salary',
        contractKind: 'daily_salary',
        reference: 'salary:3:2024-01-01T00:00:00.000Z',
        mainCents: 5_000,
        mainAfterCents: 505_000,
      },
      {
        id: 42,
        time: 1_700_000_000_000,
        kind: 'daily_salary',
        reference: 'TX42',
        counterparty: null,
        counterparties: 0,
        amountCents: 5_000,
        balanceAfterCents: 505_000,
        heldCents: 0,
      },
    ],
  ])('%s', (_name, over, movement) => {
    expect(toMovement(row(over))).toEqual(movement);
  });
});

describe('profit and loss from the movements', () => {
  it.each<[string, MovementSum[], ReturnType<typeof profitLossOf>['totals'], number]>([
    ['nothing', [], { betCount: 0, turnover: 0, payout: 0, profit: 0, deposits: 0, withdrawals: 0, bonuses: 0 }, 0],
    [
      'bets, wins and a cancelled line over two days',
      [
        { date: '2024-01-02', kind: 'bet', count: 2, cents: -3_000 },
        { date: '2024-01-02', kind: 'win', count: 1, cents: 5_000 },
        { date: '2024-01-01', kind: 'bet', count: 1, cents: -1_000 },
        { date: '2024-01-01', kind: 'bet_refund', count: 1, cents: 400 },
      ],
      { betCount: 3, turnover: 36, payout: 50, profit: 14, deposits: 0, withdrawals: 0, bonuses: 0 },
      2,
    ],
    [
      'money in and out: a returned withdrawal is not withdrawn; transfers and salaries are neither',
      [
        { date: '2024-01-01', kind: 'deposit', count: 1, cents: 50_000 },
        { date: '2024-01-01', kind: 'withdrawal', count: 2, cents: -70_000 },
        { date: '2024-01-01', kind: 'withdrawal_returned', count: 1, cents: 20_000 },
        { date: '2024-01-01', kind: 'promotion', count: 1, cents: 1_000 },
        { date: '2024-01-01', kind: 'rebate', count: 1, cents: 50 },
        { date: '2024-01-01', kind: 'transfer_from_upline', count: 1, cents: 9_999 },
        { date: '2024-01-01', kind: 'daily_salary', count: 1, cents: 5_000 },
      ],
      { betCount: 0, turnover: 0, payout: 0, profit: 0, deposits: 500, withdrawals: 500, bonuses: 10.5 },
      0,
    ],
  ])('%s', (_name, sums, totals, dayCount) => {
    const pnl = profitLossOf(sums);
    expect(pnl.totals).toEqual(totals);
    expect(pnl.days).toHaveLength(dayCount);
    expect(pnl.days.map((d) => d.date)).toEqual([...pnl.days.map((d) => d.date)].sort().reverse());
  });
});
