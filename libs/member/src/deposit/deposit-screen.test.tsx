import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberCalls, moneyCalls } from '@wl/api-client/contract';
import { safeSessionStorage, storageKeys } from '@wl/session';
import { protectionStateWith } from '../testing/protection-state';
import { fail, ok, renderMember } from '../testing/render-member';
import DepositScreen from './deposit-screen';

const methods = {
  methods: [
    {
      id: 2,
      kind: 'bank',
      name: 'Bank transfer',
      minAmount: 100,
      maxAmount: 50_000,
      receiving: { bankName: 'BDO Unibank', accountName: 'Sample Payments', accountNumber: '0012 3456 7890' },
    },
  ],
};
const order = {
  orderNo: 'D20240531120000123456',
  methodKind: 'bank',
  methodName: 'Bank transfer',
  amount: 250,
  bonus: 0,
  promotionTitle: null,
  status: 'pending',
  createdAt: 1,
  decidedAt: null,
};

function routes(answers: (() => ReturnType<typeof ok>)[]) {
  let n = 0;
  return {
    [`GET ${moneyCalls.depositMethods.path}`]: () => ok(methods),
    [`GET ${moneyCalls.depositPromotions.path}`]: () => ok({ promotions: [] }),
    [`POST ${moneyCalls.manualDeposit.path}`]: () => (answers[n++] ?? answers[answers.length - 1] ?? (() => ok({})))(),
  };
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const form = await screen.findByRole('form', { name: 'Deposit' }, { timeout: 5_000 });
  // The amount field follows once the first method is chosen (an effect after the methods arrive).
  const field = await within(form).findByLabelText('Amount', undefined, { timeout: 5_000 });
  await user.clear(field);
  await user.type(field, amount);
  await user.clear(within(form).getByLabelText('Name on the paying account'));
  await user.type(within(form).getByLabelText('Name on the paying account'), 'Juan Cruz');
  return form;
}

describe('deposit screen', () => {
  it('a retry after a failure sends the same idempotency key; changed values get a new one', async () => {
    const user = userEvent.setup();
    const { platform } = renderMember(<DepositScreen />, {
      session: {},
      path: '/m/voucherCenter',
      routes: routes([
        () => fail('UNKNOWN', 500),
        () => fail('UNKNOWN', 500),
        () => ok({ order, receiving: methods.methods[0]?.receiving, payUrl: null }),
      ]),
    });
    const form = await fill(user, '250');
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByRole('alert', undefined, { timeout: 5_000 })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(platform.callsTo('POST', moneyCalls.manualDeposit.path)).toHaveLength(2), {
      timeout: 5_000,
    });
    const [first, second] = platform.callsTo('POST', moneyCalls.manualDeposit.path);
    expect(first?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(JSON.parse(second?.body ?? '{}')).toEqual({
      methodId: 2,
      amount: 250,
      payerName: 'Juan Cruz',
      promotionId: null,
    });

    await fill(user, '260');
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(platform.callsTo('POST', moneyCalls.manualDeposit.path)).toHaveLength(3), {
      timeout: 5_000,
    });
    expect(platform.callsTo('POST', moneyCalls.manualDeposit.path)[2]?.headers['Idempotency-Key']).not.toBe(
      first?.headers['Idempotency-Key'],
    );

    const result = await screen.findByRole('region', { name: 'Deposit order' }, { timeout: 5_000 });
    expect(result.textContent).toContain('0012 3456 7890');
    expect(result.textContent).toContain('Pending');
  });

  it('bad input is caught before anything is sent', async () => {
    const user = userEvent.setup();
    const { platform } = renderMember(<DepositScreen />, { session: {}, path: '/m/voucherCenter', routes: routes([]) });
    const form = await screen.findByRole('form', { name: 'Deposit' }, { timeout: 5_000 });
    await user.type(await within(form).findByLabelText('Amount', undefined, { timeout: 5_000 }), '99.999');
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));
    expect(within(form).getByText('Enter a number with at most two decimals')).toBeTruthy();
    expect(within(form).getByText('Enter the name on the paying account (2–50 characters)')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '60000');
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));
    expect(within(form).getByText('The amount must be from ₱100.00 to ₱50,000.00')).toBeTruthy();
    expect(platform.callsTo('POST', moneyCalls.manualDeposit.path)).toHaveLength(0);
  });

  it('a deposit over a deposit limit is refused with what is left of the limit', async () => {
    const user = userEvent.setup();
    const refusal = {
      status: 403,
      body: {
        success: false,
        code: 'LIMIT_EXCEEDED',
        message: 'limit',
        value: { kind: 'deposit', period: 'day', remaining: '150.00' },
      },
    };
    renderMember(<DepositScreen />, { session: {}, path: '/m/voucherCenter', routes: routes([() => refusal]) });
    const form = await fill(user, '250');
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));
    expect((await screen.findByRole('alert', undefined, { timeout: 5_000 })).textContent).toBe(
      'This would go over your limit. You have ₱150.00 left.',
    );
  });

  it('a visitor is asked to log in', async () => {
    renderMember(<DepositScreen />, { path: '/m/voucherCenter', routes: routes([]) });
    expect(screen.getByRole('region', { name: 'Login required' })).toBeTruthy();
  });

  it('a trial account gets the free_reject note and no form', async () => {
    const { platform } = renderMember(<DepositScreen />, {
      session: { type: 4 },
      path: '/m/voucherCenter',
      routes: routes([]),
    });
    expect(screen.getByRole('region', { name: 'Real account required' }).textContent).toContain(
      'Please login an actual account to use this function.',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(platform.callsTo('GET', moneyCalls.depositMethods.path)).toHaveLength(0);
  });

  describe('deposit-limit prompt', () => {
    const withState = (state: ReturnType<typeof protectionStateWith>) => ({
      ...routes([]),
      [`GET ${memberCalls.protectionState.path}`]: () => ok(state),
    });
    const prompt = () => screen.findByRole('region', { name: 'Set a deposit limit?' }, { timeout: 5_000 });

    it('invites a member without a deposit limit, links to the protection screen, and "Not now" hides it for the session', async () => {
      const user = userEvent.setup();
      renderMember(<DepositScreen />, {
        session: {},
        path: '/m/voucherCenter',
        routes: withState(protectionStateWith({ policy: { limitPromptAtFirstDeposit: true } })),
      });
      const card = await prompt();
      expect(within(card).getByRole('link', { name: 'Set a deposit limit' }).getAttribute('href')).toBe(
        '/m/responsibleGaming',
      );
      // Non-modal: the form stays usable next to it.
      expect(screen.getByRole('form', { name: 'Deposit' })).toBeTruthy();
      await user.click(within(card).getByRole('button', { name: 'Not now' }));
      expect(screen.queryByRole('region', { name: 'Set a deposit limit?' })).toBeNull();
      expect(safeSessionStorage.get(storageKeys.limitPromptDismissed)).toBe('1');
    });

    it('stays hidden when the screen opens again in the same session', async () => {
      const user = userEvent.setup();
      const { rerender } = renderMember(<DepositScreen />, {
        session: {},
        path: '/m/voucherCenter',
        routes: withState(protectionStateWith({ policy: { limitPromptAtFirstDeposit: true } })),
      });
      await user.click(within(await prompt()).getByRole('button', { name: 'Not now' }));
      rerender(<DepositScreen key="again" />);
      await screen.findByRole('form', { name: 'Deposit' }, { timeout: 5_000 });
      expect(screen.queryByRole('region', { name: 'Set a deposit limit?' })).toBeNull();
    });

    it.each([
      [
        'the policy does not ask for it',
        protectionStateWith({ policy: { limitPromptAtFirstDeposit: false, limitPromptAtRegistration: true } }),
      ],
      [
        'a deposit limit is already set',
        protectionStateWith({
          policy: { limitPromptAtFirstDeposit: true },
          limits: [
            {
              kind: 'deposit',
              period: 'week',
              amount: '500.00',
              used: '0.00',
              remaining: '500.00',
              warned: false,
              operatorImposed: false,
              pending: null,
            },
          ],
        }),
      ],
    ])('is absent when %s', async (_, state) => {
      const { platform, queryClient } = renderMember(<DepositScreen />, {
        session: {},
        path: '/m/voucherCenter',
        routes: withState(state),
      });
      await screen.findByRole('form', { name: 'Deposit' }, { timeout: 5_000 });
      expect(platform.callsTo('GET', memberCalls.protectionState.path)).toHaveLength(1);
      await waitFor(
        () =>
          expect(
            queryClient
              .getQueryCache()
              .findAll()
              .map((q) => q.state.status),
          ).not.toContain('pending'),
        { timeout: 5_000 },
      );
      expect(screen.queryByRole('region', { name: 'Set a deposit limit?' })).toBeNull();
    });
  });
});
