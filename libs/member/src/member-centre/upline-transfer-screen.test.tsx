import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moneyCalls } from '@wl/api-client/contract';
import { fail, ok, renderMember, type FakeHandler } from '../testing/render-member';
import UplineTransferScreen from './upline-transfer-screen';

const info = { allowed: true, upline: 'agent01', minAmount: 10, maxAmount: 10_000, available: 500 };

/** Fills and sends the transfer form; the platform answers the POST with `answer`. */
async function transferRefusedWith(answer: FakeHandler) {
  const user = userEvent.setup();
  renderMember(<UplineTransferScreen />, {
    session: {},
    path: '/m/upLine/transfer',
    routes: {
      [`GET ${moneyCalls.uplineTransferInfo.path}`]: () => ok(info),
      [`POST ${moneyCalls.uplineTransfer.path}`]: answer,
    },
  });
  const form = await screen.findByRole('form', { name: 'Transfer to superior' }, { timeout: 5_000 });
  await user.type(within(form).getByLabelText('Amount'), '100');
  await user.type(within(form).getByLabelText('Payment password'), '135790');
  await user.click(within(form).getByRole('button', { name: 'Transfer' }));
  return screen.findByRole('alert', undefined, { timeout: 10_000 });
}

describe('upline transfer screen', () => {
  it.each<[string, FakeHandler, string]>([
    [
      'what is left of a limit',
      () => ({
        status: 409,
        body: {
          success: false,
          code: 'LIMIT_EXCEEDED',
          message: 'limit',
          value: { kind: 'loss', period: 'week', remaining: '40.00' },
        },
      }),
      'This would go over your limit. You have ₱40.00 left.',
    ],
    ['a refusal without values', () => fail('PAYMENT_PASSWORD_WRONG'), 'The payment password is incorrect.'],
  ])('a refusal shows its message with its values filled in: %s', async (_name, answer, message) => {
    const alert = await transferRefusedWith(answer);
    expect(alert.textContent).toBe(message);
    expect(alert.textContent).not.toContain('{{');
  });

  it('a time-out names when it ends', async () => {
    const alert = await transferRefusedWith(() => ({
      status: 403,
      body: {
        success: false,
        code: 'PLAYER_TIMED_OUT',
        message: 'break',
        value: { until: '2030-06-01T10:00:00.000Z' },
      },
    }));
    expect(alert.textContent).toMatch(/^You are taking a break from play until .*2030.*\.$/);
    expect(alert.textContent).not.toContain('{{');
  });
});
