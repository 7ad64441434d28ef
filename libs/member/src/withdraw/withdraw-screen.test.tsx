import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moneyCalls } from '@wl/api-client/contract';
import { fail, ok, renderMember } from '../testing/render-member';
import WithdrawScreen from './withdraw-screen';

const info = {
  cards: [
    { id: 5, bankName: 'BDO Unibank', holderName: 'Demo Player', cardNumber: '**** **** **** 4444', createdAt: 1 },
  ],
  hasPaymentPassword: true,
  withdrawable: 1000,
  heldBalance: 0,
  minAmount: 100,
  maxAmount: 50_000,
  dailyCount: 3,
  usedToday: 0,
};

describe('withdraw screen', () => {
  it('sends the withdrawal sealed with an idempotency key; a wrong payment password shows its message', async () => {
    const user = userEvent.setup();
    const { platform } = renderMember(<WithdrawScreen />, {
      session: {},
      path: '/m/withdraw',
      routes: {
        [`GET ${moneyCalls.withdrawInfo.path}`]: () => ok(info),
        [`POST ${moneyCalls.withdraw.path}`]: () => fail('PAYMENT_PASSWORD_WRONG'),
      },
    });
    const form = await screen.findByRole('form', { name: 'Withdraw' }, { timeout: 5_000 });
    await waitFor(() =>
      expect(
        (within(form).getByRole('radio', { name: 'BDO Unibank **** **** **** 4444' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    await user.type(within(form).getByLabelText('Amount'), '200');
    await user.type(within(form).getByLabelText('Payment password'), '111111');
    await user.click(within(form).getByRole('button', { name: 'Withdraw now' }));
    expect((await screen.findByRole('alert', undefined, { timeout: 10_000 })).textContent).toBe(
      'The payment password is incorrect.',
    );
    const [call] = platform.callsTo('POST', moneyCalls.withdraw.path);
    expect(call?.headers['Idempotency-Key']).toBeTruthy();
    expect(call?.headers['Encryption']).toBeTruthy();
    expect(call?.body).not.toContain('111111');
    await waitFor(() => expect((within(form).getByLabelText('Payment password') as HTMLInputElement).value).toBe(''));
  });

  it('a refusal that carries values shows them filled in (what is left of a limit)', async () => {
    const user = userEvent.setup();
    const refusal = {
      status: 409,
      body: {
        success: false,
        code: 'LIMIT_EXCEEDED',
        message: 'limit',
        value: { kind: 'wager', period: 'day', remaining: '75.50' },
      },
    };
    renderMember(<WithdrawScreen />, {
      session: {},
      path: '/m/withdraw',
      routes: {
        [`GET ${moneyCalls.withdrawInfo.path}`]: () => ok(info),
        [`POST ${moneyCalls.withdraw.path}`]: () => refusal,
      },
    });
    const form = await screen.findByRole('form', { name: 'Withdraw' }, { timeout: 5_000 });
    await waitFor(() =>
      expect(
        (within(form).getByRole('radio', { name: 'BDO Unibank **** **** **** 4444' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    await user.type(within(form).getByLabelText('Amount'), '200');
    await user.type(within(form).getByLabelText('Payment password'), '135790');
    await user.click(within(form).getByRole('button', { name: 'Withdraw now' }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert.textContent).toBe('This would go over your limit. You have ₱75.50 left.');
    expect(alert.textContent).not.toContain('{{');
  });

  it.each<[string, string, string, string]>([
    ['above the withdrawable balance', '1000.01', '135790', 'The balance is not enough for this amount.'],
    ['a five-digit payment password', '200', '13579', 'The payment password is 6 digits'],
  ])('%s is caught before sending', async (_name, amount, pin, message) => {
    const user = userEvent.setup();
    const { platform } = renderMember(<WithdrawScreen />, {
      session: {},
      path: '/m/withdraw',
      routes: { [`GET ${moneyCalls.withdrawInfo.path}`]: () => ok(info) },
    });
    const form = await screen.findByRole('form', { name: 'Withdraw' }, { timeout: 5_000 });
    await user.type(within(form).getByLabelText('Amount'), amount);
    await user.type(within(form).getByLabelText('Payment password'), pin);
    await user.click(within(form).getByRole('button', { name: 'Withdraw now' }));
    expect(within(form).getByText(message)).toBeTruthy();
    expect(platform.callsTo('POST', moneyCalls.withdraw.path)).toHaveLength(0);
  });

  it('without a payment password it sends the member to set one', async () => {
    renderMember(<WithdrawScreen />, {
      session: {},
      path: '/m/withdraw',
      routes: { [`GET ${moneyCalls.withdrawInfo.path}`]: () => ok({ ...info, hasPaymentPassword: false }) },
    });
    const note = await screen.findByRole(
      'region',
      { name: 'Set a payment password before your first withdrawal.' },
      { timeout: 5_000 },
    );
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/m/securityCenter?view=paymentPassword');
  });
});
