import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@wl/session';
import { toastStore } from '@wl/ui-kit';
import { useUiStore } from '../state/ui-store';
import { renderApp } from '../testing/render-app';

const member = { token: 'tok-1', merchantCode: 'SAMPLE01', id: 7, userName: 'demo', type: 0, firstTimeLogin: false };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('account routes', () => {
  it.each<[string, string]>([
    ['/m/login', 'Login'],
    ['/m/register', 'Register'],
    ['/m/register.html', 'Register'],
  ])('%s shows the login/register screen with the %s tab selected', async (path, tab) => {
    renderApp(path);
    const tablist = await screen.findByRole('tablist', { name: 'Log in or register' });
    expect(within(tablist).getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  });

  it('switching tabs pushes the path', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/m/login');
    const tablist = await screen.findByRole('tablist', { name: 'Log in or register' });
    await user.click(within(tablist).getByRole('tab', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('the login page has the remember-me box, forgot-password and register links, free trial and the copyright line', async () => {
    renderApp('/m/login');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/m/forget');
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe('/m/register');
    expect(screen.getByRole('button', { name: 'Free trial' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Promotions' }).getAttribute('src')).toContain('banner');
    expect(screen.queryByLabelText('Captcha')).toBeNull();
  });

  it('/m/trail explains free play and offers to start it', async () => {
    renderApp('/m/trail');
    expect(await screen.findByRole('heading', { name: 'Play for free' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start free play' })).toBeTruthy();
  });

  it('/m/set without a session: change password goes to /m/login, no logout', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/m/set');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('/m/set with a session: change password, and logout through the confirm dialog', async () => {
    useSessionStore.getState().startSession(member, { remember: false });
    const user = userEvent.setup();
    const { router } = renderApp('/m/set', {
      answers: { '/wps/session/logout': () => json({ success: true, value: { loggedOut: true } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useSessionStore.getState().info).toBeUndefined();
  });

  it('the side menu signs out through the same confirm dialog', async () => {
    useSessionStore.getState().startSession(member, { remember: false });
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/m/home', {
      answers: { '/wps/session/logout': () => json({ success: true, value: { loggedOut: true } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Site menu' });
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Log out' })).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useSessionStore.getState().info).toBeUndefined());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/wps/session/logout') && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(useUiStore.getState().sideMenuOpen).toBe(false);
  });

  it('home renews the session; a 401 shows the logged-out message and goes to /m/login', async () => {
    useSessionStore.getState().startSession(member, { remember: true });
    const { router, fetchMock } = renderApp('/m/home', {
      answers: {
        '/wps/session/renew': () => json({ success: false, code: 'SESSION_EXPIRED', message: 'expired' }, 401),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/wps/session/renew'))).toBe(true);
    expect(toastStore.getState().current?.text).toBe('The account has been logged out, please log in again.');
    expect(useSessionStore.getState().info).toBeUndefined();
  });

  it.each<[string, string]>([
    ['/m/login', '/m/home'],
    ['/m/register', '/'],
  ])('%s has its own labelled back control, going to %s', async (path, target) => {
    const user = userEvent.setup();
    const { router } = renderApp(path);
    await screen.findByRole('tablist', { name: 'Log in or register' });
    expect(screen.queryByRole('banner')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('a call refused until the password is changed sends the member to /m/changePsw, session kept', async () => {
    useSessionStore.getState().startSession(member, { remember: false });
    const { router } = renderApp('/m/home', {
      answers: {
        '/wps/session/renew': () =>
          json({ success: false, code: 'PASSWORD_CHANGE_REQUIRED', message: 'change it' }, 403),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'));
    expect(toastStore.getState().current?.text).toBe('Please change your password before continuing.');
    expect(useSessionStore.getState().info).toMatchObject({ token: 'tok-1', firstTimeLogin: true });
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('a trial member pressing Deposit in the footer gets free_reject and stays', async () => {
    useSessionStore.getState().startSession({ ...member, type: 4 }, { remember: false, trialName: 'Guest' });
    const user = userEvent.setup();
    const { router } = renderApp('/m/home');
    await screen.findByRole('heading', { name: /Welcome/ });
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(router.state.location.pathname).toBe('/m/home');
    expect(toastStore.getState().current?.text).toBe('Please login an actual account to use this function.');
  });
});
