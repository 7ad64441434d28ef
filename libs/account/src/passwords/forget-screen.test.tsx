import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@wl/ui-kit';
import {
  ok,
  openedPayload,
  passwordForms,
  renderWithPlatform,
  resetSession,
  type FakeHandler,
} from '@wl/session/testing';
import ForgetScreen from './forget-screen';

/** The dialing code (its element named "Country code +63") comes before the number's input in reading order. */
function expectDialingCodeFirst(input: HTMLElement) {
  const code = screen.getByLabelText('Country code +63', { selector: 'span' });
  expect(code.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

describe('ForgetScreen', () => {
  beforeEach(() => {
    resetSession();
    toastStore.setState({ current: null });
  });

  it.each([
    ['details of an account', 'demo', 'demo@example.com'],
    ['details matching nothing', 'nobody', 'nobody@example.com'],
  ])('by e-mail: the same message for %s', async (_name, username, email) => {
    const user = userEvent.setup();
    const request = vi.fn<FakeHandler>(() => ok({ sent: true }));
    renderWithPlatform(<ForgetScreen />, { path: '/m/forget', routes: { 'POST /wps/member/password/email': request } });
    await user.click(screen.getByRole('tab', { name: 'By e-mail' }));
    await user.type(screen.getByLabelText('Username'), username);
    await user.type(screen.getByLabelText('E-mail'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If the details match an account, we sent a link.')).toBeTruthy();
    expect(JSON.parse(request.mock.calls[0]?.[0].body ?? '{}')).toEqual({ username, email });
  });

  it('by e-mail: a malformed address is caught before sending', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<ForgetScreen />, { path: '/m/forget' });
    await user.click(screen.getByRole('tab', { name: 'By e-mail' }));
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('E-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('E-mail format is incorrect')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(platform.callsTo('POST', '/wps/member/password/email')).toHaveLength(0);
  });

  it('by mobile: number, code and new password, sealed; success → /m/login', async () => {
    const user = userEvent.setup();
    const { platform, location } = renderWithPlatform(<ForgetScreen />, {
      path: '/m/forget',
      routes: { 'POST /wps/member/password/verification': () => ok({ reset: true }) },
    });
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Newpass2');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/login'));
    const [call] = platform.callsTo('POST', '/wps/member/password/verification');
    expect(call?.headers['X-RSA']).toBe('k1');
    for (const form of passwordForms('Newpass2')) expect(call?.body).not.toContain(form);
  });

  it('by mobile: the number is checked for the brand region', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<ForgetScreen />, { path: '/m/forget' });
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The mobile num is not valid')).toBeTruthy();
    expect(platform.callsTo('POST', '/wps/member/password/verification')).toHaveLength(0);
  });

  it('from the mailed link: a new-password form posting the token, then /m/login', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn<FakeHandler>(() => ok({ reset: true }));
    const { location } = renderWithPlatform(<ForgetScreen />, {
      path: '/m/forget?resetToken=abcdefghijklmnopqrstuvwx',
      routes: { 'POST /wps/member/password/email/reset': confirm },
    });
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    // The token leaves the address at once; the form keeps it in memory.
    await waitFor(() => expect(location.current?.search).toBe(''));
    expect(location.current?.pathname).toBe('/m/forget');
    await user.type(screen.getByLabelText('New password'), 'Newpass2');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass3');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/login'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(await openedPayload(confirm.mock.calls[0]?.[0])).toMatchObject({ resetToken: 'abcdefghijklmnopqrstuvwx' });
    expect(toastStore.getState().current?.text).toBe('Password reset. Please log in.');
  });

  it('by mobile: the dialing code stands in front of the number', () => {
    renderWithPlatform(<ForgetScreen />, { path: '/m/forget' });
    expectDialingCodeFirst(screen.getByLabelText('Mobile number', { selector: 'input' }));
  });
});
