import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleBrand } from '@wl/brand/testing';
import { useSessionStore } from '@wl/session';
import { registerSocialProvider } from './social-providers';
import {
  allStoredText,
  fail,
  fakePng,
  ok,
  passwordForms,
  renderWithPlatform,
  resetSession,
  type FakeHandler,
} from '@wl/session/testing';
import { LoginForm } from './login-form';

const password = 'Demo1234!';
const session = (over: Record<string, unknown> = {}) =>
  ok({ token: 'tok-1', id: 7, userName: 'demo', type: 0, merchantCode: 'SAMPLE01', firstTimeLogin: false, ...over });

/** The dialing code (its element named "Country code +63") comes before the number's input in reading order. */
function expectDialingCodeFirst(input: HTMLElement) {
  const code = screen.getByLabelText('Country code +63', { selector: 'span' });
  expect(code.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

function setup(login: FakeHandler, { brand = sampleBrand() } = {}) {
  let captchas = 0;
  const routes: Record<string, FakeHandler> = {
    'POST /wps/session/login': login,
    'GET /wps/captcha': () => ok({ captchaId: `c${++captchas}`, image: fakePng }),
  };
  const view = renderWithPlatform(<LoginForm onFreeTrial={() => undefined} trialPending={false} />, { routes, brand });
  return view;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, { remember = false } = {}) {
  await user.type(screen.getByLabelText('Username'), '  demo ');
  await user.type(screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

function expectNoPasswordStored() {
  const stored = allStoredText();
  for (const form of passwordForms(password)) expect(stored).not.toContain(form);
}

describe('LoginForm', () => {
  beforeEach(resetSession);

  it('logs in: session in session storage only, sealed body, home, no password anywhere', async () => {
    const user = userEvent.setup();
    const { platform, location } = setup(() => session());
    await fillAndSubmit(user);
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({
      token: 'tok-1',
      userName: 'demo',
      type: 0,
    });
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    const [call] = platform.callsTo('POST', '/wps/session/login');
    expect(call?.headers['X-RSA']).toBe('k1');
    for (const form of passwordForms(password)) expect(call?.body).not.toContain(form);
    expectNoPasswordStored();
  });

  it('hands the username and password to the browser password manager after a login, not after one forcing a change', async () => {
    const store = vi.fn(async () => undefined);
    class PasswordCredential {
      constructor(readonly data: { id: string; password: string }) {}
    }
    vi.stubGlobal('PasswordCredential', PasswordCredential);
    Object.defineProperty(navigator, 'credentials', { value: { store }, configurable: true });
    try {
      const user = userEvent.setup();
      const { location, unmount } = setup(() => session());
      await fillAndSubmit(user);
      await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
      expect(store).toHaveBeenCalledTimes(1);
      expect(store.mock.calls[0]).toEqual([new PasswordCredential({ id: 'demo', password })]);
      expectNoPasswordStored();

      unmount();
      resetSession();
      const forced = setup(() => session({ firstTimeLogin: true }));
      await fillAndSubmit(user);
      await waitFor(() => expect(forced.location.current?.pathname).toBe('/m/changePsw'));
      expect(store).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'credentials');
    }
  });

  it('remember-me keeps the session in local storage and the username (never the password), and refills it', async () => {
    const user = userEvent.setup();
    const { location, unmount } = setup(() => session());
    await fillAndSubmit(user, { remember: true });
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(localStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('rememberedLogin') ?? '{}')).toEqual({ type: 'username', username: 'demo' });
    expect(localStorage.getItem('autoLogin')).toBe('1');
    expectNoPasswordStored();
    unmount();

    setup(() => session());
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username');
  });

  it('a failure asking for the captcha shows it; a later failure reloads it', async () => {
    const user = userEvent.setup();
    const { platform } = setup(() => fail('INVALID_CREDENTIALS', 401, { captcha: true }));
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The username or password is incorrect.');
    await screen.findByRole('img', { name: 'Captcha image' });
    expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(1);
    expect(useSessionStore.getState().info).toBeUndefined();

    // the captcha is now required
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a captcha')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Captcha'));

    await user.type(screen.getByLabelText('Captcha'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(2));
    expectNoPasswordStored();
  });

  it('a failure without the flag keeps the captcha hidden', async () => {
    const user = userEvent.setup();
    setup(() => fail('ACCOUNT_LOCKED', 429));
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed attempts. Please try again in 15 minutes.',
    );
    expect(screen.queryByLabelText('Captcha')).toBeNull();
  });

  it('a forced password change goes to /m/changePsw with the password held in memory only', async () => {
    const user = userEvent.setup();
    const { location } = setup(() => session({ firstTimeLogin: true }));
    await fillAndSubmit(user, { remember: true });
    await waitFor(() => expect(location.current?.pathname).toBe('/m/changePsw'));
    expect(useSessionStore.getState().heldPassword).toBe(password);
    expectNoPasswordStored();
  });

  it('checks the fields first and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    const { platform } = setup(() => session());
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter a username')).toBeTruthy();
    expect(screen.getByText('Enter password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(platform.callsTo('POST', '/wps/session/login')).toHaveLength(0);
  });

  it('offers the SMS method only with MOBILENUMREG3; switching reloads that method’s remembered values and refreshes a shown captcha', async () => {
    localStorage.setItem(
      'rememberedLogin',
      JSON.stringify({ type: 'username', username: 'demo', mobileNum: '09171234567', countryDialingCode: '+63' }),
    );
    const user = userEvent.setup();
    const brand = sampleBrand({ flags: { ...sampleBrand().flags, MOBILENUMREG3: true } });
    const { platform } = setup(() => fail('INVALID_CREDENTIALS', 401, { captcha: true }), { brand });
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo');
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('img', { name: 'Captcha image' });

    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('09171234567');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByLabelText('SMS code')).toBeTruthy();
    await waitFor(() => expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(2));

    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo');
  });

  it('validates the mobile number for the brand region before an SMS login', async () => {
    const user = userEvent.setup();
    const brand = sampleBrand({ flags: { ...sampleBrand().flags, MOBILENUMREG3: true } });
    const { platform } = setup(() => session(), { brand });
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The mobile num is not valid')).toBeTruthy();
    expect(platform.callsTo('POST', '/wps/session/login')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(platform.callsTo('POST', '/wps/session/login')).toHaveLength(1));
  });

  it('hides the SMS method without MOBILENUMREG3', () => {
    setup(() => session());
    expect(screen.queryByRole('tab', { name: 'Mobile number' })).toBeNull();
  });

  it('shows social buttons only with the flag on and a ready provider registered', async () => {
    setup(() => session());
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    const remove = registerSocialProvider({
      id: 'google',
      ready: () => true,
      signIn: async () => ({ provider: 'google', idToken: 'x' }),
    });
    const notReady = registerSocialProvider({
      id: 'facebook',
      ready: () => false,
      signIn: async () => ({ provider: 'facebook', idToken: 'x' }),
    });
    try {
      const { unmount } = setup(() => session());
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
      unmount();
      setup(() => session(), { brand: sampleBrand({ flags: { ...sampleBrand().flags, GOOGLELOGIN3: false } }) });
      expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    } finally {
      remove();
      notReady();
    }
  });

  it('shows the dialing code in front of the mobile number', async () => {
    const user = userEvent.setup();
    setup(() => session(), { brand: sampleBrand({ flags: { ...sampleBrand().flags, MOBILENUMREG3: true } }) });
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expectDialingCodeFirst(screen.getByLabelText('Mobile number', { selector: 'input' }));
  });
});
