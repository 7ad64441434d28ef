import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakePng, ok, renderWithPlatform, resetSession } from '../testing/fake-platform';
import { CaptchaField } from './captcha-field';

function Harness({ signal, onChallenge }: { signal: number; onChallenge: (id: string | undefined) => void }) {
  const [value, setValue] = useState('');
  return (
    <CaptchaField
      value={value}
      onChange={setValue}
      onChallenge={onChallenge}
      reloadSignal={signal}
      error={value === 'bad' ? 'Wrong' : undefined}
    />
  );
}

function setup() {
  let n = 0;
  const onChallenge = vi.fn();
  const routes = { 'GET /wps/captcha': () => ok({ captchaId: `c${++n}`, image: fakePng }) };
  const view = renderWithPlatform(<Harness signal={0} onChallenge={onChallenge} />, { routes });
  return { ...view, onChallenge };
}

describe('CaptchaField', () => {
  beforeEach(resetSession);

  it('loads a challenge on mount, shows the image and reports its id', async () => {
    const { onChallenge } = setup();
    const button = screen.getByRole('button', { name: 'Tap to refresh the captcha' });
    const img = await screen.findByRole('img', { name: 'Captcha image' });
    expect(button.contains(img)).toBe(true);
    expect(img.getAttribute('src')).toBe(`data:image/png;base64,${fakePng}`);
    await waitFor(() => expect(onChallenge).toHaveBeenLastCalledWith('c1'));
  });

  it('tapping the image loads a new challenge and clears the answer', async () => {
    const user = userEvent.setup();
    const { onChallenge, platform } = setup();
    await waitFor(() => expect(onChallenge).toHaveBeenLastCalledWith('c1'));
    await user.type(screen.getByLabelText('Captcha'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Tap to refresh the captcha' }));
    await waitFor(() => expect(onChallenge).toHaveBeenLastCalledWith('c2'));
    expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(2);
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
  });

  it('reloads when the reload signal changes', async () => {
    const onChallenge = vi.fn();
    let n = 0;
    const routes = { 'GET /wps/captcha': () => ok({ captchaId: `c${++n}`, image: fakePng }) };
    const { rerender, platform } = renderWithPlatform(<Harness signal={0} onChallenge={onChallenge} />, { routes });
    await waitFor(() => expect(onChallenge).toHaveBeenLastCalledWith('c1'));
    rerender(<Harness signal={1} onChallenge={onChallenge} />);
    await waitFor(() => expect(onChallenge).toHaveBeenLastCalledWith('c2'));
    expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(2);
  });

  it('ties the error to the input', async () => {
    const user = userEvent.setup();
    setup();
    const input = screen.getByLabelText('Captcha');
    await user.type(input, 'bad');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Wrong').id).toBe(input.getAttribute('aria-describedby'));
  });
});
