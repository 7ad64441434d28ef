import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentCalls, memberCalls, moneyCalls, sessionCalls } from '@wl/api-client/contract';
import { storageKeys, useHiddenBalanceStore } from '@wl/session';
import { toastStore } from '@wl/ui-kit';
import { fail, ok, renderMember, statusWith } from '../testing/render-member';
import MemberCentreScreen from './member-centre-screen';

const day = 86_400_000;
let renewals = 0;
const memberRoutes = (type = 0) => ({
  [`GET ${sessionCalls.memberInfo.path}`]: () =>
    ok({
      id: 7,
      account: 'demo',
      userName: 'demo',
      nickname: 'Demo',
      type,
      merchantCode: 'SAMPLE01',
      memberLabel: [],
      clubLabel: [],
      regDate: Date.now() - 12 * day - 1000,
      toUpline: true,
      firstTimeLogin: false,
    }),
  [`GET ${sessionCalls.walletBalance.path}`]: () => ok({ sumBalance: 1234.5, heldBalance: 0 }),
  [`GET ${moneyCalls.rankProgress.path}`]: () =>
    ok({ display: true, level: 2, levelName: 'VIP2', turnover: 12_000, next: null, progressPercent: 100, levels: [] }),
  [`GET ${memberCalls.iconInfo.path}`]: () => ok({ icon: 3, icons: [1, 2, 3, 4, 5, 6, 7, 8] }),
  [`GET ${sessionCalls.promoSummary.path}`]: () =>
    ok({
      unclaimedCount: 4,
      promos: [
        { key: 'REFERRAL', enabled: true, count: 0 },
        { key: 'MISSION', enabled: true, count: 2 },
      ],
    }),
  [`GET ${agentCalls.profile.path}`]: () =>
    ok({ memberId: 7, userName: 'agent01', type, rebate: 2, affiliateCode: 'AGENT01', teamSize: 6, directCount: 4 }),
  [`POST ${sessionCalls.renew.path}`]: () => {
    renewals += 1;
    return ok({ expiresAt: Date.now() + day });
  },
  [`GET ${moneyCalls.referralDetails.path}`]: () =>
    ok({
      enabled: true,
      referralCode: 'AGENT01',
      registerPath: '/m/register?affiliateCode=AGENT01',
      invitedCount: 3,
      qualifiedCount: 1,
      rewardPerFriend: 50,
      minFirstDeposit: 100,
    }),
});

/** Answers arrive through the real api client: allow a busy machine some time. */
const slow = { timeout: 5_000 };

const entries = () => screen.getByRole('navigation', { name: 'Member services' });
const shortcuts = () => screen.getByRole('navigation', { name: 'Shortcuts' });

describe('member centre screen', () => {
  afterEach(() => toastStore.setState({ current: null }));

  it('logged out: a login prompt; a protected entry opens the login popup and does not navigate', async () => {
    const user = userEvent.setup();
    const { location } = renderMember(<MemberCentreScreen />, {
      routes: { [`GET ${sessionCalls.promoSummary.path}`]: () => ok({ unclaimedCount: 0, promos: [] }) },
    });
    expect(screen.getByText('Log in or register to see your wallet, records and rewards.')).toBeTruthy();
    await user.click(within(entries()).getByRole('link', { name: 'Deposit records' }));
    expect(await screen.findByRole('dialog', { name: 'Please log in' }, slow)).toBeTruthy();
    expect(location.current?.pathname).toBe('/m/mine');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Register' }));
    expect(location.current?.pathname).toBe('/m/register');
  });

  it('logged in: name, VIP label, whole days registered, balance; the card opens the VIP benefits', async () => {
    renderMember(<MemberCentreScreen />, { session: {}, routes: memberRoutes() });
    const card = await screen.findByRole('link', { name: 'demo: VIP benefits' }, slow);
    await waitFor(() => expect(card.textContent).toContain('VIP2'), slow);
    expect(card.getAttribute('href')).toBe('/m/member/benefits');
    await waitFor(() => expect(card.textContent).toContain('Days registered: 12'), slow);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('₱1,234.50'), slow);
  });

  it('the balance follows the remembered hide choice of every balance display, with its own labelled toggle', async () => {
    const user = userEvent.setup();
    act(() => useHiddenBalanceStore.setState({ hidden: true }));
    try {
      renderMember(<MemberCentreScreen />, { session: {}, routes: memberRoutes() });
      const balance = screen.getByRole('status', { name: 'Balance' });
      await screen.findByRole('link', { name: 'demo: VIP benefits' }, slow);
      await waitFor(
        () => expect(screen.getByRole('button', { name: 'Refresh' }).hasAttribute('disabled')).toBe(false),
        slow,
      );
      expect(balance.textContent).toBe('******');
      await user.click(screen.getByRole('button', { name: 'Show balance' }));
      await waitFor(() => expect(balance.textContent).toBe('₱1,234.50'), slow);
      expect(localStorage.getItem(storageKeys.hideBalance)).toBe('0');
      await user.click(screen.getByRole('button', { name: 'Hide balance' }));
      expect(balance.textContent).toBe('******');
    } finally {
      act(() => useHiddenBalanceStore.setState({ hidden: false }));
    }
  });

  it('a balance that failed to load says so with its own retry, never the hide-balance mask', async () => {
    const user = userEvent.setup();
    let walletUp = false;
    const routes = {
      ...memberRoutes(),
      [`GET ${sessionCalls.walletBalance.path}`]: () =>
        walletUp ? ok({ sumBalance: 1234.5, heldBalance: 0 }) : fail('UNKNOWN', 503),
    };
    act(() => useHiddenBalanceStore.setState({ hidden: true }));
    try {
      renderMember(<MemberCentreScreen />, { session: {}, routes });
      const balance = screen.getByRole('status', { name: 'Balance' });
      await waitFor(() => expect(balance.textContent).toBe('Balance not loaded'), slow);
      const retry = screen.getByRole('button', { name: 'Try again: balance' });
      expect(retry.textContent).toBe('Try again');
      walletUp = true;
      await user.click(retry);
      await waitFor(() => expect(balance.textContent).toBe('******'), slow);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again: balance' })).toBeNull(), slow);
    } finally {
      act(() => useHiddenBalanceStore.setState({ hidden: false }));
    }
  });

  it('a VIP level that failed to load says so with its own retry instead of an endless placeholder', async () => {
    const user = userEvent.setup();
    let rankUp = false;
    const routes = {
      ...memberRoutes(),
      [`GET ${moneyCalls.rankProgress.path}`]: () =>
        rankUp
          ? ok({
              display: true,
              level: 2,
              levelName: 'VIP2',
              turnover: 12_000,
              next: null,
              progressPercent: 100,
              levels: [],
            })
          : fail('UNKNOWN', 500),
    };
    renderMember(<MemberCentreScreen />, { session: {}, routes });
    expect(await screen.findByText('VIP level not loaded', undefined, slow)).toBeTruthy();
    rankUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again: VIP level' }));
    const card = await screen.findByRole('link', { name: 'demo: VIP benefits' }, slow);
    expect(card.textContent).toContain('VIP2');
    expect(screen.queryByText('VIP level not loaded')).toBeNull();
  });

  it('the entries follow the white-label settings; the reward centre shows the unclaimed count, missions theirs', async () => {
    renderMember(<MemberCentreScreen />, {
      session: {},
      routes: memberRoutes(),
      status: statusWith({ REWCEN3: true, DEPRECM3: false, PERSREP: false, FEEDBACK3: true }),
    });
    const reward = await within(entries()).findByRole('link', { name: /Reward centre/ }, slow);
    await waitFor(() => expect(reward.textContent).toContain('4 unclaimed promotions'), slow);
    expect(within(entries()).getByRole('link', { name: /Missions/ }).textContent).toContain(
      '2 missions ready to claim',
    );
    expect(within(entries()).queryByRole('link', { name: 'Deposit records' })).toBeNull();
    expect(within(entries()).queryByRole('link', { name: 'Profit and loss' })).toBeNull();
    expect(within(entries()).getByRole('link', { name: 'Transfer to superior' })).toBeTruthy();
    expect(within(entries()).queryByRole('link', { name: 'Agency centre' })).toBeNull();
  });

  it('a trial user gets the free_reject prompt with cancel and register now; deposit shows free_reject and stays', async () => {
    const user = userEvent.setup();
    const { location } = renderMember(<MemberCentreScreen />, {
      session: { type: 4, userName: 'guest123456' },
      routes: memberRoutes(4),
    });
    const prompt = await screen.findByRole('dialog', { name: 'Free trial account' }, slow);
    expect(prompt.textContent).toContain('Please login an actual account to use this function.');
    expect(within(prompt).getByRole('button', { name: 'Register now' })).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(shortcuts()).getByRole('link', { name: 'Deposit' }));
    expect(toastStore.getState().current?.text).toBe('Please login an actual account to use this function.');
    expect(toastStore.getState().current?.durationMs).toBe(2_000);
    expect(location.current?.pathname).toBe('/m/mine');
  });

  it('an agent’s invite shortcut opens the agent modal with the invitation link; the agency centre is listed', async () => {
    const user = userEvent.setup();
    renderMember(<MemberCentreScreen />, { session: { type: 1, userName: 'agent01' }, routes: memberRoutes(1) });
    expect(await within(entries()).findByRole('link', { name: 'Agency centre' }, slow)).toBeTruthy();
    await user.click(within(shortcuts()).getByRole('link', { name: 'Invite friends' }));
    // The side menu's affiliate flow: one rule, one agent modal.
    const modal = await screen.findByRole('dialog', { name: 'Invite to your team' }, slow);
    await waitFor(() => expect(modal.textContent).toContain('/m/register?affiliateCode=AGENT01'), slow);
  });

  it('renews the session of a logged-in member when it opens (spec: session renew on member pages)', async () => {
    renewals = 0;
    renderMember(<MemberCentreScreen />, { session: {}, routes: memberRoutes() });
    await waitFor(() => expect(renewals).toBe(1), slow);
  });

  it('without REFERRAL there is no invite shortcut', async () => {
    const routes = {
      ...memberRoutes(),
      [`GET ${sessionCalls.promoSummary.path}`]: () =>
        ok({
          unclaimedCount: 0,
          promos: [
            { key: 'REFERRAL', enabled: false, count: 0 },
            { key: 'MISSION', enabled: false, count: 0 },
          ],
        }),
    };
    renderMember(<MemberCentreScreen />, { session: {}, routes });
    await waitFor(() => expect(within(shortcuts()).queryByRole('link', { name: 'Invite friends' })).toBeNull(), slow);
    expect(within(entries()).queryByRole('link', { name: /Missions/ })).toBeNull();
  });

  it.each<['0' | '1', string]>([
    ['1', 'new'],
    ['0', 'base'],
  ])('mem_cen %s gives the %s layout', async (memCen, layout) => {
    const { container } = renderMember(<MemberCentreScreen />, {
      routes: memberRoutes(),
      status: statusWith({}, { mem_cen: memCen }),
    });
    await waitFor(() => expect(container.querySelector(`[data-layout="${layout}"]`)).not.toBeNull(), slow);
  });
});
