import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@wl/ui-kit';
import { memberKeys } from '../api/member-info-call';
import { useSessionStore } from '../session/session-store';
import { fail, ok, renderWithPlatform, resetSession } from '../testing/fake-platform';
import { PasswordChangeWatcher } from './password-change-required';
import { notifySessionExpired, SessionExpiryWatcher } from './session-expiry';
import { useLogout } from './use-logout';
import { useRealMemberGuard } from './use-real-member-guard';
import { useSessionRenew } from './use-session-renew';

const member = { token: 'tok-1', merchantCode: 'SAMPLE01', id: 7, userName: 'demo', type: 0, firstTimeLogin: false };

function LogoutButton() {
  const logout = useLogout();
  return (
    <>
      <button type="button" onClick={logout.requestLogout}>
        Sign out
      </button>
      {logout.confirmDialog}
    </>
  );
}

function Renewer() {
  useSessionRenew();
  return null;
}

function DepositLink() {
  const guard = useRealMemberGuard();
  return (
    <a href="/m/voucherCenter" onClick={(event) => guard(event)}>
      Deposit
    </a>
  );
}

describe('free trial and the real-member guard', () => {
  beforeEach(resetSession);

  it('a trial session then meets free_reject (2 s toast, default prevented)', async () => {
    useSessionStore.getState().startSession({ ...member, type: 4 }, { remember: false, trialName: 'Guest' });
    const user = userEvent.setup();
    renderWithPlatform(<DepositLink />);
    const click = vi.fn();
    document.addEventListener('click', (event) => click(event.defaultPrevented), { once: true });
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(click).toHaveBeenCalledWith(true);
    expect(toastStore.getState().current).toMatchObject({
      text: 'Please login an actual account to use this function.',
      durationMs: 2000,
    });
  });

  it('a real member passes the guard', async () => {
    useSessionStore.getState().startSession(member, { remember: false });
    toastStore.setState({ current: null });
    const user = userEvent.setup();
    renderWithPlatform(<DepositLink />);
    const click = vi.fn();
    document.addEventListener('click', (event) => click(event.defaultPrevented), { once: true });
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(click).toHaveBeenCalledWith(false);
    expect(toastStore.getState().current).toBeNull();
  });
});

describe('logout', () => {
  beforeEach(resetSession);

  it.each<[string, () => { status?: number; body: unknown }]>([
    ['server answers', () => ok({ loggedOut: true })],
    ['server fails', () => fail('UNKNOWN', 500)],
  ])('confirm → DELETE with the token → everything cleared, autoLogin 0, home (%s)', async (_name, answer) => {
    useSessionStore.getState().startSession(member, { remember: true, trialName: 'x' });
    const user = userEvent.setup();
    const { platform, location, queryClient } = renderWithPlatform(<LogoutButton />, {
      path: '/m/set',
      routes: { 'DELETE /wps/session/logout': answer },
    });
    queryClient.setQueryData(memberKeys.info('tok-1'), { id: 7 });

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out' });
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSessionStore.getState().info).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    const [call] = platform.callsTo('DELETE', '/wps/session/logout');
    expect(call?.headers.Authorization).toBe('tok-1');
    expect(useSessionStore.getState().info).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(queryClient.getQueryData(memberKeys.info('tok-1'))).toBeUndefined();
  });
});

describe('session renew and expiry', () => {
  beforeEach(resetSession);

  it('renews when a page using it opens while logged in, not when logged out', async () => {
    const routes = { 'POST /wps/session/renew': () => ok({ expiresAt: 123 }) };
    const visitor = renderWithPlatform(<Renewer />, { routes });
    expect(visitor.platform.callsTo('POST', '/wps/session/renew')).toHaveLength(0);
    visitor.unmount();
    useSessionStore.getState().startSession(member, { remember: false });
    const { platform } = renderWithPlatform(<Renewer />, { routes });
    await waitFor(() => expect(platform.callsTo('POST', '/wps/session/renew')).toHaveLength(1));
    expect(platform.callsTo('POST', '/wps/session/renew')[0]?.headers.Authorization).toBe('tok-1');
  });

  it('a 401 for a call with the token clears the session, says "logged out" and goes to /m/login', async () => {
    useSessionStore.getState().startSession(member, { remember: true });
    const { location, queryClient } = renderWithPlatform(
      <>
        <SessionExpiryWatcher />
        <Renewer />
      </>,
      { path: '/m/home', routes: { 'POST /wps/session/renew': () => fail('SESSION_EXPIRED', 401) } },
    );
    queryClient.setQueryData(memberKeys.info('tok-1'), { id: 7 });
    await waitFor(() => expect(location.current?.pathname).toBe('/m/login'));
    expect(toastStore.getState().current?.text).toBe('The account has been logged out, please log in again.');
    expect(useSessionStore.getState().info).toBeUndefined();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(queryClient.getQueryData(memberKeys.info('tok-1'))).toBeUndefined();
  });

  it('an ending announced before the watcher mounted is shown when it mounts, once', async () => {
    useSessionStore.getState().startSession(member, { remember: false });
    toastStore.setState({ current: null });
    notifySessionExpired();
    expect(useSessionStore.getState().info).toBeUndefined();
    const first = renderWithPlatform(<SessionExpiryWatcher />, { path: '/m/home' });
    await waitFor(() => expect(first.location.current?.pathname).toBe('/m/login'));
    expect(toastStore.getState().current?.text).toBe('The account has been logged out, please log in again.');
    first.unmount();
    const again = renderWithPlatform(<SessionExpiryWatcher />, { path: '/m/home' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.location.current?.pathname).toBe('/m/home');
  });
});

describe('password change required', () => {
  beforeEach(() => {
    resetSession();
    toastStore.setState({ current: null });
  });

  it('a 403 PASSWORD_CHANGE_REQUIRED keeps the session, marks the change as due, says so and goes to /m/changePsw', async () => {
    useSessionStore.getState().startSession(member, { remember: true });
    const { location } = renderWithPlatform(
      <>
        <PasswordChangeWatcher />
        <Renewer />
      </>,
      { path: '/m/home', routes: { 'POST /wps/session/renew': () => fail('PASSWORD_CHANGE_REQUIRED', 403) } },
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/m/changePsw'));
    expect(toastStore.getState().current?.text).toBe('Please change your password before continuing.');
    expect(useSessionStore.getState().info).toMatchObject({ token: 'tok-1', firstTimeLogin: true });
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ firstTimeLogin: true });
  });

  it('on /m/changePsw itself, a refusal changes nothing on screen', async () => {
    useSessionStore.getState().startSession(member, { remember: false });
    const { location } = renderWithPlatform(
      <>
        <PasswordChangeWatcher />
        <Renewer />
      </>,
      { path: '/m/changePsw', routes: { 'POST /wps/session/renew': () => fail('PASSWORD_CHANGE_REQUIRED', 403) } },
    );
    await waitFor(() => expect(useSessionStore.getState().info?.firstTimeLogin).toBe(true));
    expect(location.current?.pathname).toBe('/m/changePsw');
    expect(toastStore.getState().current).toBeNull();
  });
});
