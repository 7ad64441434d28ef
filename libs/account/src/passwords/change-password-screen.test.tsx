import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@wl/ui-kit';
import { useSessionStore } from '@wl/session';
import {
  allStoredText,
  fail,
  ok,
  passwordForms,
  renderWithPlatform,
  resetSession,
  type FakeHandler,
} from '@wl/session/testing';
import ChangePasswordScreen from './change-password-screen';

const info = { token: 'tok-1', merchantCode: 'SAMPLE01', id: 7, userName: 'demo', type: 0 };

function setup(
  change: FakeHandler = () => ok({ changed: true }),
  { held, due = false }: { held?: string; due?: boolean } = {},
) {
  useSessionStore.getState().startSession({ ...info, firstTimeLogin: due }, { remember: false, heldPassword: held });
  return renderWithPlatform(<ChangePasswordScreen />, {
    path: '/m/changePsw',
    routes: { 'POST /wps/member/password': change },
  });
}

describe('ChangePasswordScreen', () => {
  beforeEach(() => {
    resetSession();
    toastStore.setState({ current: null });
  });

  it('without a session goes to /m/home', async () => {
    const { location } = renderWithPlatform(<ChangePasswordScreen />, { path: '/m/changePsw' });
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
  });

  it('shows the title, subtitle, read-only username and the three password fields', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByText('Please change your password (first login/expired password)')).toBeTruthy();
    const username = screen.getByLabelText('Username') as HTMLInputElement;
    expect(username.value).toBe('demo');
    expect(username.readOnly).toBe(true);
    expect(screen.getByLabelText('Old password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/m/home');
    // A voluntary change: logging out is the settings screen's business.
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('while the change is due, the screen offers logging out (the platform refuses everything else)', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().startSession({ ...info, firstTimeLogin: true }, { remember: false });
    const { platform, location } = renderWithPlatform(<ChangePasswordScreen />, {
      path: '/m/changePsw',
      routes: { 'DELETE /wps/session/logout': () => ok({ loggedOut: true }) },
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Log out' })).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(platform.callsTo('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(useSessionStore.getState().info).toBeUndefined();
  });

  it.each<[string, string, string, string, string]>([
    ['confirm required', 'Oldpass1', 'Newpass2', '', 'Enter password'],
    ['confirm must equal new', 'Oldpass1', 'Newpass2', 'Newpass3', 'Confirmation password not matched'],
    ['new uses the password rule', 'Oldpass1', 'lettersonly', 'lettersonly', 'Password format is incorrect'],
  ])('%s', async (_name, old, next, confirm, message) => {
    const user = userEvent.setup();
    const change = vi.fn<FakeHandler>(() => ok({ changed: true }));
    const { platform } = setup(change);
    await user.type(screen.getByLabelText('Old password'), old);
    await user.type(screen.getByLabelText('New password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(platform.callsTo('POST', '/wps/member/password')).toHaveLength(0);
  });

  it('the same new password opens the "Confirmation" popup and nothing is sent', async () => {
    const user = userEvent.setup();
    const { platform } = setup();
    await user.type(screen.getByLabelText('Old password'), 'Same1234');
    await user.type(screen.getByLabelText('New password'), 'Same1234');
    await user.type(screen.getByLabelText('Confirm password'), 'Same1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('The new password and the old password cannot be the same')).toBeTruthy();
    expect(platform.callsTo('POST', '/wps/member/password')).toHaveLength(0);
  });

  it('forced change: the held password hides the old field; success forgets it, "Change saved", then home', async () => {
    const user = userEvent.setup();
    const { platform, location } = setup(undefined, { held: 'Held1234', due: true });
    expect(screen.queryByLabelText('Old password')).toBeNull();
    await user.type(screen.getByLabelText('New password'), 'Newpass2');
    await user.type(screen.getByLabelText('Confirm password'), 'Newpass2');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastStore.getState().current?.text).toBe('Change saved'));
    expect(toastStore.getState().current?.durationMs).toBe(1000);
    expect(useSessionStore.getState().heldPassword).toBeUndefined();
    expect(useSessionStore.getState().info?.firstTimeLogin).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ firstTimeLogin: false });
    const [call] = platform.callsTo('POST', '/wps/member/password');
    expect(call?.headers['X-RSA']).toBe('k1');
    expect(call?.headers.Authorization).toBe('tok-1');
    for (const form of [...passwordForms('Held1234'), ...passwordForms('Newpass2')]) {
      expect(call?.body).not.toContain(form);
      expect(allStoredText()).not.toContain(form);
    }
    expect(location.current?.pathname).toBe('/m/changePsw');
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'), { timeout: 2000 });
  });

  it('a failure hides the loading toast and shows the error', async () => {
    const user = userEvent.setup();
    const { location } = setup(() => fail('INVALID_CREDENTIALS', 400));
    await user.type(screen.getByLabelText('Old password'), 'Wrong123');
    await user.type(screen.getByLabelText('New password'), 'Newpass2');
    await user.type(screen.getByLabelText('Confirm password'), 'Newpass2');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The username or password is incorrect.');
    expect(toastStore.getState().current).toBeNull();
    expect(location.current?.pathname).toBe('/m/changePsw');
  });
});
