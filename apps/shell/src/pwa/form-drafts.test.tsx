import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DRAFT_MAX_AGE_MS } from './rules';
import { DRAFT_KEY, restoreFormDraft, saveFormDraft } from './form-drafts';

/** A controlled form like the site's screens (React state, not the DOM, holds the values). */
function LoginLikeForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(false);
  const [note, setNote] = useState('');
  return (
    <form>
      <label>
        Username
        <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <label>
        Captcha
        <input name="captcha" autoComplete="off" value={captcha} onChange={(e) => setCaptcha(e.target.value)} />
      </label>
      <label>
        Remember me
        <input name="remember" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      </label>
      <label>
        Note
        <textarea name="note" value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <output aria-label="React state">{JSON.stringify({ username, remember, note })}</output>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

afterEach(() => sessionStorage.clear());

describe('a form in progress across the update reload', () => {
  it('keeps what was typed (never the password or the captcha) and fills it back into React state', async () => {
    const first = render(<LoginLikeForm />);
    await userEvent.type(field('Username'), 'player7');
    await userEvent.type(field('Password'), 'Secret123!');
    await userEvent.type(field('Captcha'), 'ab12');
    await userEvent.click(field('Remember me'));
    await userEvent.type(field('Note'), 'hello');
    saveFormDraft(document, sessionStorage, '/m/login', 1_000);
    const stored = sessionStorage.getItem(DRAFT_KEY) ?? '';
    expect(stored).toContain('player7');
    expect(stored).not.toContain('Secret123!');
    expect(stored).not.toContain('ab12');
    first.unmount();

    // The reloaded page: the form renders later (lazy screen); the draft waits for it.
    const stop = restoreFormDraft(document, sessionStorage, '/m/login', 2_000);
    render(<LoginLikeForm />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(field('Username').value).toBe('player7');
    expect(field('Password').value).toBe('');
    expect(field('Captcha').value).toBe('');
    expect(field('Remember me').checked).toBe(true);
    expect(JSON.parse(screen.getByLabelText('React state').textContent ?? '')).toEqual({
      username: 'player7',
      remember: true,
      note: 'hello',
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    stop();
  });

  it('stores nothing when nothing was typed', () => {
    render(<LoginLikeForm />);
    saveFormDraft(document, sessionStorage, '/m/login', 1_000);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['on another address', '/m/register', 2_000],
    ['when too old', '/m/login', 1_000 + DRAFT_MAX_AGE_MS + 1],
  ])('is not used %s, and is forgotten', async (_name, path, now) => {
    const first = render(<LoginLikeForm />);
    await userEvent.type(field('Username'), 'player7');
    saveFormDraft(document, sessionStorage, '/m/login', 1_000);
    first.unmount();
    render(<LoginLikeForm />);
    restoreFormDraft(document, sessionStorage, path, now)();
    expect(field('Username').value).toBe('');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a corrupt draft is ignored', () => {
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    render(<LoginLikeForm />);
    expect(() => restoreFormDraft(document, sessionStorage, '/m/login', 2_000)()).not.toThrow();
    expect(field('Username').value).toBe('');
  });

  it('does not overwrite what was typed again after the reload', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ path: '/m/login', savedAt: 1_000, fields: [{ key: '0:username', value: 'old' }] }),
    );
    render(<LoginLikeForm />);
    await userEvent.type(field('Username'), 'new');
    restoreFormDraft(document, sessionStorage, '/m/login', 2_000)();
    expect(field('Username').value).toBe('new');
  });
});
