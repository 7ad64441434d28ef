import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { LOADING_DELAY_MS } from './delayed-loading';
import { lazyScreen, type ScreenModule } from './lazy-screen';

const i18n = createI18n({ language: 'EN', pack: composeBasePack('EN'), loadPack: async () => ({}) });

function Screen({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const show = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('lazyScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the loading state only after 200 ms', async () => {
    const load = deferred<ScreenModule<{ name: string }>>();
    const Lazy = lazyScreen(() => load.promise);
    show(<Lazy name="Slow screen" />);

    await act(async () => vi.advanceTimersByTime(LOADING_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('Loading…');

    await act(async () => load.resolve({ default: Screen }));
    expect(screen.getByRole('heading').textContent).toBe('Slow screen');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never shows the loading state for a load under 200 ms', async () => {
    const load = deferred<ScreenModule<{ name: string }>>();
    const Lazy = lazyScreen(() => load.promise);
    show(<Lazy name="Fast" />);
    await act(async () => vi.advanceTimersByTime(150));
    await act(async () => load.resolve({ default: Screen }));
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Fast');
  });

  it('offers "Failed to load, click to retry" and really imports again', async () => {
    vi.useRealTimers();
    let calls = 0;
    const loader = vi.fn(async (): Promise<ScreenModule<{ name: string }>> => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: /m/assets/x.js');
      return { default: Screen };
    });
    const reload = vi.fn();
    const Lazy = lazyScreen(loader, { reload });
    show(<Lazy name="Recovered" />);

    const retry = await screen.findByRole('button', { name: 'Failed to load, click to retry' });
    expect(console.error).toHaveBeenCalledWith('Async route failed', expect.anything(), expect.anything());
    await act(async () => retry.click());
    expect((await screen.findByRole('heading')).textContent).toBe('Recovered');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when a stale chunk (after a deploy) keeps failing', async () => {
    vi.useRealTimers();
    const loader = vi.fn(async (): Promise<ScreenModule<{ name: string }>> => {
      throw new TypeError('Failed to fetch dynamically imported module: /m/assets/old.js');
    });
    const reload = vi.fn();
    const Lazy = lazyScreen(loader, { reload });
    show(<Lazy name="Gone" />);

    const first = await screen.findByRole('button', { name: /retry/ });
    await act(async () => first.click());
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    const second = await screen.findByRole('button', { name: /retry/ });
    await act(async () => second.click());
    expect(loader).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
