import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createI18n, TranslationProvider } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { LOADING_DELAY_MS } from './delayed-loading';
import { lazyScreen, type ScreenModule } from './lazy-screen';
import { deferred } from '../testing/deferred';

const i18n = createI18n({ language: 'EN', pack: composeBasePack('EN'), loadPack: async () => ({}) });

function Screen({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

const show = (ui: React.ReactNode) => render(<TranslationProvider i18n={i18n}>{ui}</TranslationProvider>);

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
    const Lazy = lazyScreen(loader, { reload, isGone: async () => false });
    show(<Lazy name="Recovered" />);

    const retry = await screen.findByRole('button', { name: 'Failed to load, click to retry' });
    expect(console.error).toHaveBeenCalledWith('Async route failed', expect.anything(), expect.anything());
    await act(async () => retry.click());
    expect((await screen.findByRole('heading')).textContent).toBe('Recovered');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once into the new version when the screen file is gone (new deployment), never in a loop', async () => {
    vi.useRealTimers();
    const url = 'https://site.test/m/assets/old-abc123.js';
    const loader = vi.fn(async (): Promise<ScreenModule<{ name: string }>> => {
      throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    });
    const reload = vi.fn();
    const isGone = vi.fn(async () => true);
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    const Lazy = lazyScreen(loader, { reload, isGone, storage: store });

    const first = show(<Lazy name="Gone" />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(isGone).toHaveBeenCalledWith(url);
    expect(screen.queryByRole('button', { name: /retry/ })).toBeNull();
    first.unmount();

    // The reloaded page (its modules evaluated again, the tab's storage kept) still misses it: the retry shows, no
    // second reload.
    const Reloaded = lazyScreen(loader, { reload, isGone, storage: store });
    show(<Reloaded name="Gone" />);
    expect(await screen.findByRole('button', { name: /retry/ })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a file that failed but is still there is imported again, not reloaded', async () => {
    vi.useRealTimers();
    const loader = vi.fn(async (): Promise<ScreenModule<{ name: string }>> => {
      throw new TypeError('Failed to fetch dynamically imported module: https://site.test/m/assets/x.js');
    });
    const reload = vi.fn();
    const Lazy = lazyScreen(loader, {
      reload,
      isGone: async () => false,
      storage: { getItem: () => null, setItem: () => undefined },
    });
    show(<Lazy name="Flaky" />);
    const retry = await screen.findByRole('button', { name: /retry/ });
    await act(async () => retry.click());
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: /retry/ })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a new visit of the route imports again after a failure', async () => {
    vi.useRealTimers();
    let calls = 0;
    const loader = vi.fn(async (): Promise<ScreenModule<{ name: string }>> => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: /m/assets/x.js');
      return { default: Screen };
    });
    const Lazy = lazyScreen(loader, { reload: vi.fn(), isGone: async () => false });
    const first = show(<Lazy name="Back again" />);
    await screen.findByRole('button', { name: /retry/ });
    first.unmount();
    show(<Lazy name="Back again" />);
    expect((await screen.findByRole('heading')).textContent).toBe('Back again');
  });

  it('asks its file once while React renders it again and again before showing it', async () => {
    vi.useRealTimers();
    // A sibling whose data comes later: React shows the loading state, then starts the render again from the top
    // each time a file or an answer arrives soon after; a lazy component made per mount would import on each.
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('Late news'), 150));
    function Late() {
      return <p>{use(late)}</p>;
    }
    const loader = vi.fn(async (): Promise<ScreenModule<{ name: string }>> => ({ default: Screen }));
    const Lazy = lazyScreen(loader);
    await act(async () => {
      show(
        <Suspense fallback={<p>Waiting</p>}>
          <Lazy name="Home" />
          <Late />
        </Suspense>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('heading').textContent).toBe('Home');
    expect(screen.getByText('Late news')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a later visit of the route shows the loaded screen without importing again', async () => {
    vi.useRealTimers();
    const loader = vi.fn(async (): Promise<ScreenModule<{ name: string }>> => ({ default: Screen }));
    const Lazy = lazyScreen(loader);
    const first = show(<Lazy name="First visit" />);
    expect((await screen.findByRole('heading')).textContent).toBe('First visit');
    first.unmount();
    show(<Lazy name="Second visit" />);
    expect(screen.getByRole('heading').textContent).toBe('Second visit');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
