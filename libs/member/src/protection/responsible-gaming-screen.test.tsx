import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberCalls } from '@wl/api-client/contract';
import type { ProtectionState } from '@wl/api-client/contract/protection-calls';
import { useSessionStore } from '@wl/session';
import { ok, renderMember } from '../testing/render-member';
import ResponsibleGamingScreen from './responsible-gaming-screen';

const state = (over: Partial<ProtectionState> = {}): ProtectionState => ({
  currency: 'PHP',
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      amount: '1000.00',
      used: '850.00',
      remaining: '150.00',
      warned: true,
      operatorImposed: false,
      pending: null,
    },
    {
      kind: 'loss',
      period: 'week',
      amount: '500.00',
      used: '0.00',
      remaining: '500.00',
      warned: false,
      operatorImposed: false,
      pending: {
        amount: '800.00',
        effectiveAt: '2026-01-02T10:00:00Z',
        confirmBy: '2026-01-09T10:00:00Z',
        confirmable: true,
      },
    },
  ],
  realityCheck: { intervalMinutes: 30, intervalSeconds: 1800, choices: [15, 30, 60] },
  session: { startedAt: '2026-01-01T10:00:00Z', stakes: '10.00', wins: '4.00', net: '-6.00' },
  timeout: null,
  policy: {
    limitPeriods: ['day', 'week', 'month'],
    timeoutPeriods: ['24h', '7d', '30d'],
    exclusionPeriods: ['1y', '5y', 'permanent'],
    helpUrl: 'https://help.example/gambling',
    limitPromptAtRegistration: false,
    limitPromptAtFirstDeposit: false,
  },
  ...over,
});

const render = (routes = {}) =>
  renderMember(<ResponsibleGamingScreen />, {
    session: {},
    path: '/m/responsibleGaming',
    routes: { [`GET ${memberCalls.protectionState.path}`]: () => ok(state()), ...routes },
  });

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5_000 });

describe('responsible gaming screen', () => {
  it('shows each limit with its usage, the 80 % warning and a waiting change to confirm', async () => {
    const user = userEvent.setup();
    const { platform } = render({ [`POST ${memberCalls.confirmLimit.path}`]: () => ok(state({ limits: [] })) });
    const limits = await region('Limits');
    expect(
      within(limits).getByRole('meter', { name: 'Deposit limit, 24 hours: used' }).getAttribute('aria-valuenow'),
    ).toBe('85');
    expect(within(limits).getByText('Used: ₱850.00')).toBeTruthy();
    expect(within(limits).getByText('Left: ₱150.00')).toBeTruthy();
    expect(within(limits).getByRole('note').textContent).toBe('You have used 80 % or more of this limit.');
    expect(within(limits).getByRole('status').textContent).toContain('Change to ₱800.00 waiting.');
    await user.click(within(limits).getByRole('button', { name: 'Confirm the change of Loss limit, 7 days' }));
    await waitFor(() => expect(platform.callsTo('POST', memberCalls.confirmLimit.path)).toHaveLength(1));
    expect(JSON.parse(platform.callsTo('POST', memberCalls.confirmLimit.path)[0]?.body ?? '{}')).toEqual({
      kind: 'loss',
      period: 'week',
    });
    await waitFor(() => expect(within(limits).queryByRole('status')).toBeNull());
  });

  it('checks a typed limit before sending it and sends it as a decimal string', async () => {
    const user = userEvent.setup();
    const { platform } = render({ [`POST ${memberCalls.setLimit.path}`]: () => ok(state()) });
    const limits = await region('Limits');
    const field = within(limits).getByLabelText('Wager limit, 1 month (PHP)');
    await user.type(field, '12.345');
    await user.click(within(limits).getByRole('button', { name: 'Save Wager limit, 1 month' }));
    expect(within(limits).getByText('Enter a number with at most two decimals')).toBeTruthy();
    expect(platform.callsTo('POST', memberCalls.setLimit.path)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '2,000');
    await user.click(within(limits).getByRole('button', { name: 'Save Wager limit, 1 month' }));
    await waitFor(() => expect(platform.callsTo('POST', memberCalls.setLimit.path)).toHaveLength(1));
    expect(JSON.parse(platform.callsTo('POST', memberCalls.setLimit.path)[0]?.body ?? '{}')).toEqual({
      kind: 'wager',
      period: 'month',
      amount: '2000.00',
    });

    const minutes = within(limits).getByLabelText('Session time limit, 24 hours (minutes)');
    await user.type(minutes, '2000');
    await user.click(within(limits).getByRole('button', { name: 'Save Session time limit, 24 hours' }));
    expect(within(limits).getByText('Enter from 1 to 1440 minutes')).toBeTruthy();
  });

  it('removes a limit by sending no amount', async () => {
    const user = userEvent.setup();
    const { platform } = render({ [`POST ${memberCalls.setLimit.path}`]: () => ok(state()) });
    const limits = await region('Limits');
    await user.click(within(limits).getByRole('button', { name: 'Remove Deposit limit, 24 hours' }));
    await waitFor(() => expect(platform.callsTo('POST', memberCalls.setLimit.path)).toHaveLength(1));
    expect(JSON.parse(platform.callsTo('POST', memberCalls.setLimit.path)[0]?.body ?? '{}')).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: null,
    });
  });

  it('offers off and the brand’s reality-check intervals; a tap saves one', async () => {
    const user = userEvent.setup();
    const { platform } = render({
      [`POST ${memberCalls.setRealityCheck.path}`]: () =>
        ok(state({ realityCheck: { intervalMinutes: 15, intervalSeconds: 900, choices: [15, 30, 60] } })),
    });
    const reality = await region('Reality check');
    const group = within(reality).getByRole('group', { name: 'Remind me every' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Off', 'false'],
      ['15 minutes', 'false'],
      ['30 minutes', 'true'],
      ['60 minutes', 'false'],
    ]);
    await user.click(within(group).getByRole('button', { name: '15 minutes' }));
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: '15 minutes' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(JSON.parse(platform.callsTo('POST', memberCalls.setRealityCheck.path)[0]?.body ?? '{}')).toEqual({
      intervalMinutes: 15,
    });
  });

  it('a time-out applies to all sites by default, asks once more, then ends the session', async () => {
    const user = userEvent.setup();
    const { platform, location } = render({
      [`POST ${memberCalls.startTimeout.path}`]: () => ok({ until: '2026-01-08T10:00:00Z' }),
    });
    const timeout = await region('Take a break');
    expect(
      (within(timeout).getByRole('checkbox', { name: 'Apply to all sites of this operator' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    await user.click(within(timeout).getByRole('radio', { name: '7 days' }));
    await user.click(within(timeout).getByRole('button', { name: 'Start the break' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a break of 7 days?' });
    expect(platform.callsTo('POST', memberCalls.startTimeout.path)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Start break' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/login'));
    expect(JSON.parse(platform.callsTo('POST', memberCalls.startTimeout.path)[0]?.body ?? '{}')).toEqual({
      period: '7d',
      allBrands: true,
    });
    expect(useSessionStore.getState().info).toBeUndefined();
  });

  it('self-exclusion explains first, needs the tick and the password, confirms, then ends the session', async () => {
    const user = userEvent.setup();
    const { platform, location } = render({
      [`POST ${memberCalls.selfExclude.path}`]: () => ok({ until: '2027-01-01T10:00:00Z' }),
    });
    const exclusion = await region('Self-exclusion');
    expect(within(exclusion).getByText('You are logged out at once, on every device.')).toBeTruthy();
    expect(within(exclusion).getByRole('link', { name: 'Get help with gambling' }).getAttribute('href')).toBe(
      'https://help.example/gambling',
    );
    expect(
      within(exclusion)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1y', '5y', 'permanent']);
    await user.click(within(exclusion).getByRole('button', { name: 'Exclude me' }));
    expect(within(exclusion).getByText('Tick the box to confirm')).toBeTruthy();
    expect(within(exclusion).getByText('Enter your password to confirm')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(
      within(exclusion).getByRole('checkbox', { name: 'I have read the consequences and want to exclude myself' }),
    );
    await user.type(within(exclusion).getByLabelText('Your login password'), 'Demo1234!');
    await user.click(within(exclusion).getByRole('button', { name: 'Exclude me' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Exclude yourself (1 year)?' })).getByRole('button', {
        name: 'Exclude me now',
      }),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/m/login'));
    expect(platform.callsTo('POST', memberCalls.selfExclude.path)).toHaveLength(1);
    expect(platform.callsTo('POST', memberCalls.selfExclude.path)[0]?.body).not.toContain('Demo1234!');
    expect(useSessionStore.getState().info).toBeUndefined();
  });

  it('a visitor is asked to log in and nothing is asked of the platform', () => {
    const { platform } = renderMember(<ResponsibleGamingScreen />, { path: '/m/responsibleGaming' });
    expect(screen.getByRole('region', { name: 'Login required' })).toBeTruthy();
    expect(platform.callsTo('GET', memberCalls.protectionState.path)).toHaveLength(0);
  });
});
