import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@wl/ui-kit';
import { fail, fakePng, ok, renderWithPlatform, resetSession, type FakeHandler } from '@wl/session/testing';
import { accountCalls } from '@wl/api-client/contract';
import { SmsCodeButton } from './sms-code-button';

const challenge = (id: string) =>
  ok({ challengeId: id, background: fakePng, piece: fakePng, width: 300, height: 150, pieceSize: 50, pieceY: 40 });

function setup({ valid = true, send }: { valid?: boolean; send?: FakeHandler } = {}) {
  let n = 0;
  const answers: unknown[] = [];
  const validateMobile = vi.fn(async () => valid);
  const onSent = vi.fn();
  const routes: Record<string, FakeHandler> = {
    'GET /wps/captcha/slider': () => challenge(`s${++n}`),
    'POST /wps/captcha/slider': (call) => {
      const body = JSON.parse(call.body ?? '{}') as { challengeId: string; x: number };
      answers.push(body);
      return body.x === 3 ? ok({ sliderToken: `token-${body.challengeId}` }) : fail('CAPTCHA_WRONG');
    },
    'POST /wps/verification/sms/register': send ?? (() => ok({ expirationTime: Date.now() + 1_500 })),
  };
  const view = renderWithPlatform(
    <SmsCodeButton
      call={accountCalls.smsRegister}
      mobileNum="09171234567"
      countryDialingCode="+63"
      validateMobile={validateMobile}
      onSent={onSent}
    />,
    { routes },
  );
  return { ...view, validateMobile, onSent, answers };
}

async function solveWithKeyboard(user: ReturnType<typeof userEvent.setup>, steps: number) {
  const dialog = await screen.findByRole('dialog', { name: 'Security check' });
  const slider = within(dialog).getByRole('slider', { name: 'Slide the piece into the gap' });
  await waitFor(() => expect(slider.getAttribute('aria-valuemax')).toBe('250'));
  slider.focus();
  for (let i = 0; i < steps; i += 1) await user.keyboard('{ArrowRight}');
  expect(slider.getAttribute('aria-valuenow')).toBe(String(steps));
  await user.keyboard('{Enter}');
}

describe('SmsCodeButton', () => {
  beforeEach(resetSession);

  it('requests nothing while the mobile number is invalid', async () => {
    const user = userEvent.setup();
    const { validateMobile, platform } = setup({ valid: false });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(validateMobile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.calls).toHaveLength(0);
  });

  it('slider (keyboard) → wrong answer gives a new challenge → right answer → send → countdown → Get code again', async () => {
    const user = userEvent.setup();
    const { platform, onSent, answers } = setup();
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    await solveWithKeyboard(user, 2);
    expect(await screen.findByText('Not quite. Please try again.')).toBeTruthy();
    await waitFor(() => expect(platform.callsTo('GET', '/wps/captcha/slider')).toHaveLength(2));

    await solveWithKeyboard(user, 3);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(answers).toEqual([
      expect.objectContaining({ challengeId: 's1', x: 2 }),
      expect.objectContaining({ challengeId: 's2', x: 3 }),
    ]);
    const send = platform.callsTo('POST', '/wps/verification/sms/register');
    expect(JSON.parse(send[0]?.body ?? '{}')).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '+63',
      sliderToken: 'token-s2',
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    const countdown = await screen.findByRole('button', { name: /You can request a new code in [12] seconds/ });
    expect(countdown.textContent).toMatch(/^[12] s$/);
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    await screen.findByRole('button', { name: 'Get code' }, { timeout: 3_000 });
  });

  it('drags the piece with the pointer', async () => {
    const { answers } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const slider = await screen.findByRole('slider', { name: 'Slide the piece into the gap' });
    await waitFor(() => expect(slider.getAttribute('aria-valuemax')).toBe('250'));
    // jsdom has no layout: give the track a width (244 px − 44 px thumb = 200 px of travel for 250 px)
    Object.defineProperty(slider.parentElement, 'clientWidth', { value: 244 });
    await user.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: { clientX: 10 } },
      { coords: { clientX: 60 } },
      { keys: '[/MouseLeft]' },
    ]);
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toEqual(expect.objectContaining({ challengeId: 's1', x: 63 }));
  });

  it('a failed send hides the loading state and shows the error message', async () => {
    const user = userEvent.setup();
    setup({ send: () => fail('RATE_LIMITED', 429) });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await solveWithKeyboard(user, 3);
    await waitFor(() => expect(toastStore.getState().current?.text).toBe('Too many requests, please try again later.'));
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
