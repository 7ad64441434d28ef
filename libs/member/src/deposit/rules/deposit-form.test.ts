import type { DepositMethod, DepositPromotion } from '@wl/api-client/contract/deposit-calls';
import { checkDeposit, expectedBonus } from './deposit-form';

const methods: DepositMethod[] = [
  { id: 1, kind: 'gateway', name: 'Demo Pay', minAmount: 100, maxAmount: 100_000, receiving: null },
  {
    id: 2,
    kind: 'bank',
    name: 'Bank transfer',
    minAmount: 100,
    maxAmount: 50_000,
    receiving: { bankName: 'BDO', accountName: 'A', accountNumber: '1' },
  },
];
const promos: DepositPromotion[] = [
  { id: 7, title: '10%', description: '', percent: 10, maxBonus: 500, minDeposit: 200 },
];
const values: { methodId: number | undefined; amount: string; payerName: string; promotionId: number | null } = {
  methodId: 1,
  amount: '300',
  payerName: '',
  promotionId: null,
};

describe('deposit form', () => {
  it.each<[string, Partial<typeof values>, Record<string, string>]>([
    ['a gateway deposit within the limits', {}, {}],
    ['no method chosen', { methodId: undefined }, { methodId: 'member.deposit.chooseMethod' }],
    ['below the method’s minimum', { amount: '50' }, { amount: 'member.amount.range' }],
    ['a manual transfer needs the payer’s name', { methodId: 2 }, { payerName: 'member.deposit.payerNameFormat' }],
    ['a manual transfer with a name', { methodId: 2, payerName: 'Juan Cruz' }, {}],
    ['a promotion the amount reaches', { promotionId: 7 }, {}],
    [
      'a promotion above the amount',
      { promotionId: 7, amount: '150' },
      { promotionId: 'member.deposit.promotionMinimum' },
    ],
    ['a promotion no longer offered', { promotionId: 99 }, { promotionId: 'member.deposit.promotionGone' }],
  ])('%s', (_name, change, errors) => {
    expect(checkDeposit({ ...values, ...change }, methods, promos)).toEqual(errors);
  });

  it.each<[number, number]>([
    [300, 30],
    [10_000, 500],
    [150, 0],
    [333.33, 33.33],
  ])('a 10%% bonus up to 500 from 200 on %s is %s', (amount, bonus) => {
    expect(expectedBonus(amount, promos[0])).toBe(bonus);
  });
});
