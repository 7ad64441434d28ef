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

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/games'])('home alias %s shows home and stays', async (path) => {
    const { router } = renderApp(path);
    await heading(/Welcome to Sample Games/);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/m/login');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
  });

  it.each<[string, string]>([
    ['/m/messages', 'Message centre'],
    ['/m/member/home', 'Member centre'],
    ['/m/mine', 'Member centre'],
    ['/m/withdraw', 'Withdraw'],
    ['/m/vouReport', 'Deposit records'],
    ['/m/member/rebateReport', 'Rebate report'],
    ['/m/lotto-h5/abc/trad/games/42', 'Lottery'],
  ])('%s renders the layout around an honest coming-soon body titled %s', async (path, title) => {
    renderApp(path);
    const body = await screen.findByRole('region', { name: title }, { timeout: 3000 });
    expect(body.textContent).toContain('This section is coming soon');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/m/home');
  });

  it('every route of the table resolves to a screen, not the fallback', async () => {
    for (const entry of routeTable.filter((e) => !agentScreens.has(e.screen))) {
      const path = entry.path.replace(/:[a-zA-Z]+/g, 'x');
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      unmount();
    }
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
    await screen.findByText('This section is coming soon', undefined, { timeout: 3000 });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it.each<[string, boolean, boolean, string]>([
    ['/m/login', false, false, 'Log in to your account'],
    ['/m/help', true, false, 'This section is coming soon'],
    ['/m/notice', true, false, 'This section is coming soon'],
    ['/m/set', true, true, 'Change password'],
    ['/m/mine', false, true, 'This section is coming soon'],
  ])('%s: header %s, footer menu %s', async (path, header, footer, bodyText) => {
    renderApp(path);
    await screen.findByText(bodyText, undefined, { timeout: 3000 });
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
    expect(menu.textContent).toContain('Help center');
    expect(menu.textContent).toContain('Feedback');
  });
});
