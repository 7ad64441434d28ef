import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakePng, ok, renderWithPlatform, resetSession, type FakeHandler } from '@wl/session/testing';
import { LoginForm } from './login-form';
import { dismissLoginNotice, useLoginNoticeDue } from '@wl/session';

const session = (over: Record<string, unknown> = {}) =>
  ok({ token: 'tok-1', id: 7, userName: 'demo', type: 0, merchantCode: 'SAMPLE01', firstTimeLogin: false, ...over });

async function logInWith(login: FakeHandler) {
  const user = userEvent.setup();
  const view = renderWithPlatform(<LoginForm onFreeTrial={() => undefined} trialPending={false} />, {
    routes: { 'POST /wps/session/login': login, 'GET /wps/captcha': () => ok({ captchaId: 'c1', image: fakePng }) },
  });
  await user.type(screen.getByLabelText('Username'), 'demo');
  await user.type(screen.getByLabelText('Password'), 'Demo1234!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return view;
}

describe('previous-login notice after a login', () => {
  beforeEach(() => {
    resetSession();
    dismissLoginNotice();
  });

  it('a login makes it due', async () => {
    const notice = renderHook(() => useLoginNoticeDue());
    const { location } = await logInWith(() => session());
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(notice.result.current).toBe(true);
  });

  it('a login that must change the password first does not', async () => {
    const notice = renderHook(() => useLoginNoticeDue());
    const { location } = await logInWith(() => session({ firstTimeLogin: true }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/changePsw'));
    expect(notice.result.current).toBe(false);
  });

  it('a failed login does not', async () => {
    const notice = renderHook(() => useLoginNoticeDue());
    await logInWith(() => fail('INVALID_CREDENTIALS'));
    await screen.findByRole('alert');
    expect(notice.result.current).toBe(false);
  });

  it('dismissing ends it', async () => {
    const notice = renderHook(() => useLoginNoticeDue());
    await logInWith(() => session());
    await waitFor(() => expect(notice.result.current).toBe(true));
    dismissLoginNotice();
    await waitFor(() => expect(notice.result.current).toBe(false));
  });
});
