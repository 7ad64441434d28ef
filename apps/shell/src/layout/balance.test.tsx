import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys, useHiddenBalanceStore, useSessionStore } from '@wl/session';
import { renderApp } from '../testing/render-app';

const member = {
  token: 'tok-balance-1',
  merchantCode: 'SAMPLE01',
  id: 7,
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('balance in the home header (spec §2)', () => {
  beforeEach(() => {
    act(() => {
      useSessionStore.getState().startSession(member, { remember: false });
      useHiddenBalanceStore.setState({ hidden: false });
    });
  });

  it(
    'shows #,##0.00 with the brand symbol; refresh reloads the wallet, masked while it does',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      let balance = 1234.5;
      let release: (() => void) | null = null;
      /** The wallet answer; while `hold` is set its body arrives only when released. */
      let hold = false;
      const answer = () => {
        const body = JSON.stringify({ success: true, value: { sumBalance: balance, heldBalance: 0 } });
        if (!hold) return json(JSON.parse(body));
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            release = () => {
              controller.enqueue(new TextEncoder().encode(body));
              controller.close();
            };
          },
        });
        return new Response(stream, { status: 200 });
      };
      renderApp('/m/home', { answers: { '/wps/v2/wallets/balance': answer } });
      const header = await screen.findByRole('banner');
      const amount = await within(header).findByRole('status', { name: 'Balance' });
      await waitFor(() => expect(amount.textContent).toBe('₱1,234.50'));

      balance = 1000;
      hold = true;
      await user.click(within(header).getByRole('button', { name: 'Refresh balance' }));
      await waitFor(() => expect(amount.textContent).toBe('******'));
      await waitFor(() => expect(release).not.toBeNull());
      act(() => release?.());
      await waitFor(() => expect(amount.textContent).toBe('₱1,000.00'));
    },
  );

  it('hides the balance as asterisks, and remembers it', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderApp('/m/home', {
      answers: { '/wps/v2/wallets/balance': () => json({ success: true, value: { sumBalance: 50, heldBalance: 0 } }) },
    });
    const header = await screen.findByRole('banner');
    const amount = await within(header).findByRole('status', { name: 'Balance' });
    await waitFor(() => expect(amount.textContent).toBe('₱50.00'));
    await user.click(within(header).getByRole('button', { name: 'Hide balance' }));
    expect(amount.textContent).toBe('******');
    expect(localStorage.getItem(storageKeys.hideBalance)).toBe('1');
    expect(within(header).getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(header).getByRole('button', { name: 'Show balance' }));
    expect(amount.textContent).toBe('₱50.00');
    expect(localStorage.getItem(storageKeys.hideBalance)).toBe('0');
  });
});
