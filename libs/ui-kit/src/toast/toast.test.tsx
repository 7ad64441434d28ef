import { act, render, screen } from '@testing-library/react';
import {
  TOAST_COMING_SOON_MS,
  TOAST_FREE_REJECT_MS,
  TOAST_GAME_LIST_LOADING_MS,
  TOAST_LOADING_LONG_MS,
  TOAST_LOADING_MS,
  TOAST_LOGIN_REQUIRED_MS,
  TOAST_LONG_MS,
  TOAST_NOTICE_MS,
  TOAST_SHORT_MS,
  TOAST_SUCCESS_MS,
  toastDuration,
  type ToastKind,
} from './toast-durations';
import { toast, toastStore } from './toast-store';
import { ToastViewport } from './toast-viewport';

describe('toast durations from the spec', () => {
  it.each([
    ['loading (favourite, SMS, feedback)', TOAST_LOADING_MS, 10_000],
    ['loading long (logout, chat wait)', TOAST_LOADING_LONG_MS, 9_999_000],
    ['game list loading', TOAST_GAME_LIST_LOADING_MS, 3_000],
    ['success', TOAST_SUCCESS_MS, 1_000],
    ['default notice', TOAST_NOTICE_MS, 1_500],
    ['short', TOAST_SHORT_MS, 3_000],
    ['long', TOAST_LONG_MS, 8_000],
    ['free_reject', TOAST_FREE_REJECT_MS, 2_000],
    ['login required (in_logged_login)', TOAST_LOGIN_REQUIRED_MS, 2_000],
    ['coming soon', TOAST_COMING_SOON_MS, 1_000],
  ])('%s: %i ms', (_name, constant, expected) => {
    expect(constant).toBe(expected);
  });

  it.each([
    ['loading', undefined, 10_000],
    ['success', undefined, 1_000],
    ['notice', undefined, 1_500],
    ['error', undefined, 3_000],
    ['notice', TOAST_FREE_REJECT_MS, 2_000],
    ['loading', TOAST_LOADING_LONG_MS, 9_999_000],
  ] as [ToastKind, number | undefined, number][])('kind %s with duration %s stays %i ms', (kind, given, expected) => {
    expect(toastDuration(kind, given)).toBe(expected);
  });
});

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.hide();
  });
  afterEach(() => {
    toast.hide();
    vi.useRealTimers();
  });

  it.each([
    ['loading', undefined, 10_000],
    ['success', undefined, 1_000],
    ['notice', undefined, 1_500],
    ['notice', TOAST_COMING_SOON_MS, 1_000],
    ['error', TOAST_FREE_REJECT_MS, 2_000],
  ] as [ToastKind, number | undefined, number][])(
    'a %s toast (duration %s) dismisses itself after %i ms',
    (kind, durationMs, lifetime) => {
      toast.show({ text: 'hello', kind, durationMs });
      vi.advanceTimersByTime(lifetime - 1);
      expect(toastStore.getState().current?.text).toBe('hello');
      vi.advanceTimersByTime(1);
      expect(toastStore.getState().current).toBeNull();
    },
  );

  it('a new toast replaces the one showing and keeps its own timer', () => {
    toast.loading('Please wait');
    vi.advanceTimersByTime(500);
    toast.success('Changes saved');
    expect(toastStore.getState().current).toMatchObject({ kind: 'success', text: 'Changes saved' });
    vi.advanceTimersByTime(TOAST_SUCCESS_MS);
    expect(toastStore.getState().current).toBeNull();
  });

  it('hide(id) leaves a newer toast alone', () => {
    const loadingId = toast.loading('Please wait');
    const noticeId = toast.notice('Done');
    toast.hide(loadingId);
    expect(toastStore.getState().current?.id).toBe(noticeId);
    toast.hide(noticeId);
    expect(toastStore.getState().current).toBeNull();
  });

  it('an infinite duration stays until hidden', () => {
    toast.show({ text: 'Signing out', kind: 'loading', durationMs: Infinity });
    vi.advanceTimersByTime(TOAST_LOADING_LONG_MS * 2);
    expect(toastStore.getState().current?.text).toBe('Signing out');
  });

  it.each([
    ['loading', undefined, true],
    ['notice', undefined, false],
    ['notice', true, true],
    ['loading', false, false],
  ] as [ToastKind, boolean | undefined, boolean][])(
    '%s with blocking=%s blocks taps: %s',
    (kind, blocking, expected) => {
      toast.show({ text: 'x', kind, blocking });
      expect(toastStore.getState().current?.blocking).toBe(expected);
    },
  );
});

describe('ToastViewport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.hide());
    vi.useRealTimers();
  });

  it.each([
    ['notice', 'status'],
    ['success', 'status'],
    ['loading', 'status'],
    ['error', 'alert'],
  ] as [ToastKind, string][])('announces a %s toast through role=%s', (kind, role) => {
    render(<ToastViewport />);
    act(() => {
      toast.show({ text: 'Sorry, the user does not exist or is disabled.', kind });
    });
    expect(screen.getByRole(role).textContent).toContain('Sorry, the user does not exist or is disabled.');
  });

  it('removes the toast when its time is up', () => {
    render(<ToastViewport />);
    act(() => {
      toast.notice('Please login an actual account to use this function.', TOAST_FREE_REJECT_MS);
    });
    expect(screen.getByRole('status').textContent).toContain('actual account');
    act(() => {
      vi.advanceTimersByTime(TOAST_FREE_REJECT_MS);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
