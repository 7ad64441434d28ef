import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterFieldRule } from '@wl/api-client/contract/register-calls';
import { sampleBrand } from '@wl/brand/testing';
import { toastStore } from '@wl/ui-kit';
import { useSessionStore } from '@wl/session';
import {
  allStoredText,
  fail,
  fakePng,
  ok,
  openedPayload,
  passwordForms,
  renderWithPlatform,
  resetSession,
  type FakeHandler,
} from '@wl/session/testing';
import { RegisterForm } from './register-form';

const password = 'Secret123';
const rule = (field: RegisterFieldRule['field'], over: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  field,
  enabled: true,
  required: false,
  pattern: null,
  message: null,
  ...over,
});
const session = ok({
  token: 'tok-new',
  id: 11,
  userName: 'player1',
  type: 0,
  merchantCode: 'SAMPLE01',
  firstTimeLogin: false,
});

/** The dialing code (its element named "Country code +63") comes before the number's input in reading order. */
function expectDialingCodeFirst(input: HTMLElement) {
  const code = screen.getByLabelText('Country code +63', { selector: 'span' });
  expect(code.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

function setup({
  path = '/m/register',
  rules = [] as RegisterFieldRule[],
  routes = {} as Record<string, FakeHandler>,
  brand = sampleBrand(),
} = {}) {
  return renderWithPlatform(<RegisterForm />, {
    path,
    brand,
    routes: {
      'GET /wps/system/setting/register': () => ok({ fields: rules }),
      'GET /wps/captcha': () => ok({ captchaId: 'cap-1', image: fakePng }),
      'GET /wps/member/register/username': () => ok({ available: true }),
      'PUT /wps/member/register': () => session,
      ...routes,
    },
  });
}

async function fillUsernameForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username'), 'player1');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.type(screen.getByLabelText('Captcha'), 'k3x9');
}

describe('RegisterForm', () => {
  beforeEach(() => {
    resetSession();
    toastStore.setState({ current: null });
  });

  it('registers by username: sealed PUT, session started without remember-me, home, no password stored', async () => {
    const user = userEvent.setup();
    const { platform, location } = setup();
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    const [call] = platform.callsTo('PUT', '/wps/member/register');
    expect(call?.headers['X-RSA']).toBe('k1');
    expect(call?.headers.Encryption).toBeTruthy();
    for (const form of passwordForms(password)) expect(call?.body).not.toContain(form);
    expect(useSessionStore.getState().info).toMatchObject({ token: 'tok-new', userName: 'player1' });
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(toastStore.getState().current?.text).toBe('Registration successful');
    const stored = allStoredText();
    for (const form of passwordForms(password)) expect(stored).not.toContain(form);
  });

  it.each([
    ['H5 in a browser tab', false, 'H5'],
    ['PWA as an installed web app', true, 'PWA'],
  ])('sends registerMethod %s (from the one running-mode detection)', async (_name, standalone, expected) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: standalone && query.includes('display-mode: standalone'),
      media: query,
    }));
    try {
      const user = userEvent.setup();
      const { platform, location } = setup();
      await fillUsernameForm(user);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
      expect(await openedPayload(platform.callsTo('PUT', '/wps/member/register')[0])).toMatchObject({
        registerMethod: expected,
        username: 'player1',
        type: 0,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the brand age line and the consent checkbox, checked; submit is disabled while unticked', async () => {
    const user = userEvent.setup();
    setup();
    const terms = await screen.findByRole('checkbox', { name: 'I am over 21 years old.' });
    expect(screen.getByText('You must be 21 years old to register.')).toBeTruthy();
    expect((terms as HTMLInputElement).checked).toBe(true);
    const submit = screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    await user.click(terms);
    expect(submit.disabled).toBe(true);
  });

  it('focuses the first invalid field on submit', async () => {
    const user = userEvent.setup();
    const { platform } = setup();
    await user.type(await screen.findByLabelText('Username'), 'player1');
    await user.type(screen.getByLabelText('Captcha'), 'k3x9');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const passwordInput = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(passwordInput));
    expect(passwordInput.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Enter password')).toHaveLength(2);
    expect(platform.callsTo('PUT', '/wps/member/register')).toHaveLength(0);
  });

  it('optional fields show only when enabled; a merchant pattern shows its own message', async () => {
    const user = userEvent.setup();
    setup({
      rules: [
        rule('nickname', { required: true, pattern: '^[a-z]{3,8}$', message: 'Nickname: 3 to 8 small letters' }),
        rule('qqNum', { enabled: false }),
      ],
    });
    await fillUsernameForm(user);
    expect(screen.queryByLabelText('QQ number')).toBeNull();
    await user.type(screen.getByLabelText('Nickname'), 'AB');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Nickname: 3 to 8 small letters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nickname')));
  });

  it('an invalid link code with the field enabled: a required invitation code checked before registering; failure → message and focus', async () => {
    const user = userEvent.setup();
    const affiliate = vi.fn<FakeHandler>(() => ok({ valid: false }));
    const { platform } = setup({
      path: '/m/register?affiliateCode=BAD1',
      rules: [rule('affiliateCode')],
      routes: { 'GET /wps/agent/affiliate': affiliate },
    });
    await fillUsernameForm(user);
    const code = screen.getByLabelText('Invitation code');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByText('This field is required')).toBeTruthy();
    await user.type(code, 'NEW1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The spec's toast key invitation_code_error.
    await waitFor(() => expect(toastStore.getState().current?.text).toBe('Invalid invitation code'));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(affiliate.mock.calls.map(([c]) => new URL(c.url, 'http://x').searchParams.get('affiliateCode'))).toEqual([
      'BAD1',
      'NEW1',
    ]);
    expect(platform.callsTo('PUT', '/wps/member/register')).toHaveLength(0);
  });

  it('a valid link code (?code=) shows no field and is sent', async () => {
    const user = userEvent.setup();
    const { platform, location } = setup({
      path: '/m/register?code=AG77',
      rules: [rule('affiliateCode')],
      routes: { 'GET /wps/agent/affiliate': () => ok({ valid: true }) },
    });
    await fillUsernameForm(user);
    expect(screen.queryByLabelText('Invitation code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(platform.callsTo('PUT', '/wps/member/register')).toHaveLength(1);
  });

  it('the form waits for the rules; a failure offers a retry', async () => {
    const user = userEvent.setup();
    let answers = 0;
    setup({
      routes: {
        'GET /wps/system/setting/register': () => (++answers === 1 ? fail('UNKNOWN', 500) : ok({ fields: [] })),
      },
    });
    expect(screen.queryByLabelText('Username')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
  });

  it('server field errors show on their fields and a new captcha loads', async () => {
    const user = userEvent.setup();
    let captchas = 0;
    const { platform } = setup({
      routes: {
        'PUT /wps/member/register': () => fail('USERNAME_EXISTS', 409),
        'GET /wps/captcha': () => ok({ captchaId: `cap-${++captchas}`, image: fakePng }),
      },
    });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Sorry, the username already exists.')).toBeTruthy();
    await waitFor(() => expect(platform.callsTo('GET', '/wps/captcha').length).toBe(2));
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
  });

  it('mobile registration (only MOBILENUMREG3): number first, SMS code and passwords by flags; the number is region-checked', async () => {
    const user = userEvent.setup();
    const base = sampleBrand();
    const brand = sampleBrand({
      flags: { ...base.flags, USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: false },
    });
    const { platform, location } = setup({ brand, routes: { 'PUT /wps/member/register/mobile': () => session } });
    const mobile = await screen.findByLabelText('Mobile number');
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('tablist', { name: 'Registration method' })).toBeNull();
    await user.type(mobile, '12345');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Captcha'), 'k3x9');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The mobile num is not valid')).toBeTruthy();
    await user.clear(mobile);
    await user.type(mobile, '9171234567');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(platform.callsTo('PUT', '/wps/member/register/mobile')).toHaveLength(1);
  });

  it('both methods: the toggle shows and the typed number carries across', async () => {
    const user = userEvent.setup();
    const base = sampleBrand();
    const brand = sampleBrand({
      flags: { ...base.flags, USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true },
    });
    setup({ brand, rules: [rule('mobileNum')] });
    await user.type(await screen.findByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9171234567');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('shows the dialing code in front of the mobile number', async () => {
    const base = sampleBrand();
    setup({ brand: sampleBrand({ flags: { ...base.flags, USERNAMEREG3: false, MOBILENUMREG3: true } }) });
    expectDialingCodeFirst(await screen.findByLabelText('Mobile number', { selector: 'input' }));
  });
});
