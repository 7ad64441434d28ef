import { act, renderHook } from '@testing-library/react';
import { earlyInstallOffer } from '@wl/brand/schema';
import { captureInstallPrompt, promptInstall, useCanInstall } from './install-prompt';

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('the browser install offer (beforeinstallprompt)', () => {
  const win = new EventTarget() as unknown as Window;
  captureInstallPrompt(win);

  it('is kept for our install button (the browser bar is held back) and used once', async () => {
    const { result } = renderHook(() => useCanInstall());
    expect(result.current).toBe(false);
    const event = installEvent('accepted');
    act(() => void win.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current).toBe(true);
    let outcome: string | undefined;
    await act(async () => {
      outcome = await promptInstall();
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(outcome).toBe('accepted');
    expect(result.current).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
  });

  it('is withdrawn once the app is installed', () => {
    const { result } = renderHook(() => useCanInstall());
    act(() => void win.dispatchEvent(installEvent('dismissed')));
    expect(result.current).toBe(true);
    act(() => void win.dispatchEvent(new Event('appinstalled')));
    expect(result.current).toBe(false);
  });

  it('takes an offer the page kept before the app started, once', async () => {
    const early = installEvent('dismissed');
    const page = Object.assign(new EventTarget(), { [earlyInstallOffer]: early }) as unknown as Window;
    captureInstallPrompt(page);
    const { result } = renderHook(() => useCanInstall());
    expect(result.current).toBe(true);
    expect((page as unknown as Record<string, unknown>)[earlyInstallOffer]).toBeUndefined();
    let outcome: string | undefined;
    await act(async () => {
      outcome = await promptInstall();
    });
    expect(early.prompt).toHaveBeenCalledOnce();
    expect(outcome).toBe('dismissed');
  });

  it('ignores an event without prompt()', () => {
    const { result } = renderHook(() => useCanInstall());
    act(() => void win.dispatchEvent(new Event('beforeinstallprompt')));
    expect(result.current).toBe(false);
  });
});
