import { act, render, screen } from '@testing-library/react';
import { createI18n, TranslationProvider } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { staticFrameId } from '@wl/brand';
import { showFatal } from '../app/fatal';
import { showAppAtTheLatestIn, useFirstScreenShown, useFirstScreenStore } from './first-screen';
import { lazyScreen, type ScreenModule } from './lazy-screen';
import { deferred } from '../testing/deferred';

const i18n = createI18n({ language: 'EN', pack: composeBasePack('EN'), loadPack: async () => ({}) });
const show = (ui: React.ReactNode) => render(<TranslationProvider i18n={i18n}>{ui}</TranslationProvider>);
/** One frame and the task after it: when the mark lands. */
const aFrameLater = () => act(async () => vi.advanceTimersByTime(20));

function Screen() {
  return <h1>Game list</h1>;
}

function Pieces() {
  return <p>{useFirstScreenShown() ? 'pieces loading' : 'pieces waiting'}</p>;
}

/** The page's static first paint, as the brand assembler writes it before the app's root. */
function addStaticFrame() {
  const frame = document.createElement('div');
  frame.id = staticFrameId;
  frame.textContent = 'static frame';
  document.body.prepend(frame);
}
const staticFrameThere = () => document.getElementById(staticFrameId) !== null;

describe('the first screen shown', () => {
  beforeEach(() => {
    useFirstScreenStore.setState({ shown: false });
    addStaticFrame();
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.getElementById(staticFrameId)?.remove();
  });

  it('keeps the static frame while the screen loads, through the loading state, and removes it as the screen commits', async () => {
    const load = deferred<ScreenModule<object>>();
    const Lazy = lazyScreen(() => load.promise);
    show(<Lazy />);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(staticFrameThere()).toBe(true);

    await act(async () => load.resolve({ default: Screen }));
    expect(screen.getByRole('heading', { name: 'Game list' })).toBeTruthy();
    expect(staticFrameThere()).toBe(false);
  });

  it('shows the app with its own loading state when no screen came in time', async () => {
    const stop = showAppAtTheLatestIn(4000);
    await act(async () => vi.advanceTimersByTime(3999));
    expect(staticFrameThere()).toBe(true);
    await act(async () => vi.advanceTimersByTime(1));
    expect(staticFrameThere()).toBe(false);
    expect(useFirstScreenStore.getState().shown).toBe(true);
    stop();
  });

  it('a site that cannot start says so in place of the static frame', () => {
    const root = document.createElement('div');
    document.body.append(root);
    showFatal(root, new Error('broken brand data'));
    expect(staticFrameThere()).toBe(false);
    expect(root.textContent).toContain('cannot be shown right now');
    root.remove();
  });

  it('holds the pieces back while the route screen loads, and lets them load a frame after it is shown', async () => {
    const load = deferred<ScreenModule<object>>();
    const Lazy = lazyScreen(() => load.promise);
    show(
      <>
        <Lazy />
        <Pieces />
      </>,
    );
    // The loading state shows after 200 ms: that is not the screen.
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('pieces waiting')).toBeTruthy();

    await act(async () => load.resolve({ default: Screen }));
    expect(screen.getByRole('heading', { name: 'Game list' })).toBeTruthy();
    expect(screen.getByText('pieces waiting')).toBeTruthy();
    await aFrameLater();
    expect(screen.getByText('pieces loading')).toBeTruthy();
    expect(useFirstScreenStore.getState().shown).toBe(true);
  });

  it('a screen that failed to load counts as shown: its retry shows, and so do the pieces', async () => {
    const Lazy = lazyScreen(() => Promise.reject(new Error('broken screen')), { isGone: async () => false });
    show(
      <>
        <Lazy />
        <Pieces />
      </>,
    );
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByRole('button', { name: 'Failed to load, click to retry' })).toBeTruthy();
    expect(staticFrameThere()).toBe(false);
    await aFrameLater();
    expect(screen.getByText('pieces loading')).toBeTruthy();
  });

  it('does not hold the pieces back longer than the app start waits when no screen shows', async () => {
    // The app's start sets the wait before its first render (start-app.tsx).
    const stop = showAppAtTheLatestIn(4000);
    const Lazy = lazyScreen(() => new Promise<ScreenModule<object>>(() => undefined));
    show(
      <>
        <Lazy />
        <Pieces />
      </>,
    );
    onTestFinished(stop);
    await act(async () => vi.advanceTimersByTime(3999));
    expect(screen.getByText('pieces waiting')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('pieces loading')).toBeTruthy();
  });

  it('stays shown for the rest of the page: a later screen that loads does not hold the pieces back again', async () => {
    useFirstScreenStore.getState().markShown();
    const Lazy = lazyScreen(() => new Promise<ScreenModule<object>>(() => undefined));
    show(
      <>
        <Lazy />
        <Pieces />
      </>,
    );
    expect(screen.getByText('pieces loading')).toBeTruthy();
  });
});
