import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUiStore } from '../state/ui-store';
import { renderApp } from '../testing/render-app';
import { routeTable } from './route-table';
import type { ScreenKind } from './route-table';

/** Screens of the agent area: only logged-in agents see them. */
const agentScreens: ReadonlySet<ScreenKind> = new Set<ScreenKind>([
  'agentHome',
  'teamOverview',
  'teamPnl',
  'team',
  'redRain',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'agentRegister',
  'affiliateLinks',
  'dividend',
  'salaryContract',
  'dividendContract',
  'hourContract',
]);

async function heading(name: RegExp | string, level?: number) {
  return screen.findByRole('heading', { name, level }, { timeout: 3000 });
}

describe('router', () => {
  it.each(['/m/nothing-here', '/m/member/unknown/deep', '/elsewhere', '/m/CHANGEPSW'])(
    'unknown path %s falls back to /m/home (replace)',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
      expect(router.state.historyAction).toBe('REPLACE');
      await heading(/Welcome to Sample Games/);
    },
  );

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/games'])(
    'home alias %s shows home and stays',
    async (path) => {
      const { router } = renderApp(path);
      await heading(/Welcome to Sample Games/);
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/m/login');
      expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    },
  );

  it.each(['/m/message', '/m/messages'])(
    '%s shows the message centre with its own header back to home',
    async (path) => {
      renderApp(path);
      await heading(/Message centre/, 1);
      expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/m/home');
      expect(screen.getByRole('link', { name: /Announcements/ }).getAttribute('href')).toBe('/m/notice');
    },
  );

  it.each(['/m/mine', '/m/member/home'])(
    '%s shows the member centre: its own bar with back and settings, the login prompt when logged out',
    async (path) => {
      renderApp(path);
      await heading('Member centre', 1);
      await screen.findByText('Log in or register to see your wallet, records and rewards.', undefined, {
        timeout: 3000,
      });
      expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/m/home');
      expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/m/set');
    },
  );

  it('/m/withdraw asks a visitor to log in', async () => {
    renderApp('/m/withdraw');
    const region = await screen.findByRole('region', { name: 'Login required' }, { timeout: 3000 });
    expect(region.textContent).toContain('You are not logged in, please login first.');
  });

  it('the routes marked for agents are exactly the agent screens (the small-screen sweep reads the mark)', () => {
    const marked = routeTable.filter((e) => e.audience === 'agent').map((e) => e.screen);
    expect(new Set(marked)).toEqual(agentScreens);
    expect(marked).toHaveLength(agentScreens.size);
  });

  it('every route of the table resolves to a screen, not the fallback', async () => {
    // The task page and the launch screen send elsewhere by rule, agent screens send visitors home (tested below).
    for (const entry of routeTable.filter(
      (e) => e.screen !== 'task' && e.screen !== 'launchGame' && !agentScreens.has(e.screen),
    )) {
      const path = entry.path.replace(/:[a-zA-Z]+/g, 'x');
      const { router, unmount } = renderApp(path);
      // The lottery play page sends visitors to /m/login (its own rule), never to the fallback.
      const expected = entry.screen === 'lotteryPlay' ? [path, '/m/login'] : [path];
      await waitFor(() => expect(expected).toContain(router.state.location.pathname));
      unmount();
    }
    // Sixty-odd whole-app renders: on a loaded machine this takes well over the default 5 s.
  }, 60_000);

  it('/m/task without a TASK download link goes to /m/home; /m/launchGame without a session to /m/login', async () => {
    const task = renderApp('/m/task');
    await waitFor(() => expect(task.router.state.location.pathname).toBe('/m/home'), { timeout: 3000 });
    task.unmount();
    const launch = renderApp('/m/launchGame?vendor=TCG_SEA&code=SEA_4D&playType=trad&prize_mode=SEA');
    await waitFor(() => expect(launch.router.state.location.pathname).toBe('/m/login'), { timeout: 3000 });
    launch.unmount();
  });

  it('agent screens send a visitor to /m/home (agency access)', async () => {
    for (const entry of routeTable.filter((e) => agentScreens.has(e.screen))) {
      const { router, unmount } = renderApp(entry.path);
      await waitFor(() => expect(router.state.location.pathname, entry.path).toBe('/m/home'), { timeout: 5000 });
      unmount();
    }
  }, 60_000);

  it('back arrow on /m/activity goes to /m/home', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/m/activity');
    await heading('Promotions', 1);
    // The test platform answers no content call: the screen offers a retry instead of a blank page.
    await screen.findByText('Could not load. Tap to try again.', undefined, { timeout: 6000 });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  }, 15_000);

  it.each<[string, boolean, boolean, string]>([
    ['/m/login', false, false, 'Log in to your account'],
    ['/m/help', true, false, 'Could not load. Tap to try again.'],
    ['/m/notice', true, false, 'Could not load. Tap to try again.'],
    ['/m/message', false, true, 'Announcements'],
    ['/m/set', true, true, 'Change password'],
    ['/m/mine', false, true, 'Log in or register to see your wallet, records and rewards.'],
  ])('%s: header %s, footer menu %s', { timeout: 15_000 }, async (path, header, footer, bodyText) => {
    renderApp(path);
    await screen.findByText(bodyText, undefined, { timeout: 6000 });
    expect(screen.queryByRole('banner') !== null).toBe(header);
    expect(screen.queryByRole('navigation', { name: 'Main menu' }) !== null).toBe(footer);
  });

  it('footer customer-service button and the side menu open from the layout', async () => {
    const user = userEvent.setup();
    renderApp('/m/home');
    await heading(/Welcome/);
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(useUiStore.getState().serviceModalOpen).toBe(true);
    useUiStore.getState().closeServiceModal();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(menu.textContent).toContain('Help centre');
    expect(menu.textContent).toContain('Feedback');
  });
});
