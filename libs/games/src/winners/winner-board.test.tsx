import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameCalls } from '@wl/api-client/contract';
import { useSessionStore } from '@wl/session';
import { gameWindow } from '../launch/use-launch';
import { game, ok, renderGames } from '../testing/render-games';
import { WinnerBoard } from './winner-board';

const member = { token: 'member-token-0123456789', merchantCode: 'SAMPLE01', userName: 'demo', type: 0 };

const entry = (nodeId: number, customerName: string) => ({
  vo: { iconUrl: `/game-icons/v1/PG/PG00${nodeId}.svg`, gameName: `Game ${nodeId}`, customerName, winAmount: 1250 },
  game: game({ nodeId }),
  wonAt: 1_700_000_000_000 + nodeId,
});

const routes = {
  [`GET ${gameCalls.winnerBoard.path}`]: () => ok({ list: [entry(7, 'pl***01'), entry(8, 'pl***02')] }),
  [`GET ${gameCalls.launchGame.path}`]: () => ok({ kind: 'game', url: 'https://vendor.example/play' }),
};

afterEach(() => {
  act(() => useSessionStore.getState().clearSession());
  vi.restoreAllMocks();
});

async function rowOf(gameName: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: gameName });
  return button.closest('tr') as HTMLElement;
}

describe('WinnerBoard (spec §2: up to 100 rows)', () => {
  it('draws the first rows with the board, then the others twelve at a time, up to every row', async () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(10 + i, `pl***${10 + i}`));
    // The number of rows after each render that changed them.
    const counts: number[] = [];
    const seen = new MutationObserver(() => {
      const count = document.querySelectorAll('tbody tr').length;
      if (count !== counts.at(-1)) counts.push(count);
    });
    seen.observe(document.body, { childList: true, subtree: true });
    renderGames(<WinnerBoard />, { routes: { [`GET ${gameCalls.winnerBoard.path}`]: () => ok({ list: many }) } });
    await screen.findByRole('button', { name: 'Game 10' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 30));
    seen.disconnect();
    expect(counts.filter((count) => count > 0)).toEqual([8, 20, 30]);
    expect(screen.getByRole('button', { name: 'Game 39' }).closest('tr')).not.toBeNull();
    // The table says how long it is, and where each row stands in it.
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('31');
    expect(screen.getByRole('button', { name: 'Game 39' }).closest('tr')?.getAttribute('aria-rowindex')).toBe('31');
  });
});

describe('WinnerBoard icons', () => {
  const iconsShown = () => document.querySelectorAll('tbody img').length;

  it('loads the icons of the rows the box shows and the next two; the others as the box scrolls near them', async () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(10 + i, `pl***${10 + i}`));
    renderGames(<WinnerBoard />, { routes: { [`GET ${gameCalls.winnerBoard.path}`]: () => ok({ list: many }) } });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 30));
    expect(iconsShown()).toBe(8);
    // Every row keeps its name and its place: only the picture waits.
    expect(screen.getByRole('button', { name: 'Game 39' })).not.toBeNull();

    const box = document.querySelector('table')?.parentElement as HTMLElement;
    box.scrollTop = 44 * 10;
    fireEvent.scroll(box);
    expect(iconsShown()).toBe(12);
    // Scrolling back keeps the icons already shown.
    box.scrollTop = 0;
    fireEvent.scroll(box);
    expect(iconsShown()).toBe(12);
  });
});

describe('WinnerBoard (spec §2: a row launches its game)', () => {
  it.each<[string, (row: HTMLElement) => HTMLElement]>([
    ['the player cell', (row) => within(row).getByText('pl***02')],
    ['the amount cell', (row) => within(row).getAllByRole('cell')[2] as HTMLElement],
    ['the game name', (row) => within(row).getByRole('button', { name: 'Game 8' })],
  ])('a member tapping %s launches that row’s game, once', async (_part, target) => {
    act(() => useSessionStore.getState().startSession(member, { remember: false }));
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    const view = renderGames(<WinnerBoard />, { routes });
    await userEvent.click(target(await rowOf('Game 8')));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://vendor.example/play'));
    const launches = view.callsTo(`GET ${gameCalls.launchGame.path}`);
    expect(launches).toHaveLength(1);
    expect(launches[0]?.search.get('nodeId')).toBe('8');
  });

  it('a visitor tapping the player cell is sent to log in', async () => {
    const view = renderGames(<WinnerBoard />, { path: '/m/home', routes });
    await userEvent.click(within(await rowOf('Game 7')).getByText('pl***01'));
    await waitFor(() => expect(view.location.current?.pathname).toBe('/m/login'));
  });
});

describe('WinnerBoard (spec §9: moves on one row a second)', () => {
  /** Stands for the browser's IntersectionObserver: the test says when the board comes into view and leaves it. */
  let seen: ((inView: boolean) => void) | undefined;
  class TestIntersectionObserver {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      seen = (inView) => callback([{ isIntersecting: inView }]);
    }
    observe = vi.fn();
    disconnect = vi.fn();
  }

  beforeEach(() => vi.stubGlobal('IntersectionObserver', TestIntersectionObserver));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    seen = undefined;
  });

  const bodyRows = () => document.querySelectorAll('tbody tr').length;
  const idleWhile = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  it('keeps its first rows while it is below the fold; the others come in once it is on the screen', async () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(10 + i, `pl***${10 + i}`));
    renderGames(<WinnerBoard />, { routes: { [`GET ${gameCalls.winnerBoard.path}`]: () => ok({ list: many }) } });
    await screen.findByRole('button', { name: 'Game 10' });
    act(() => seen?.(false));
    // Longer than a batch waits for an idle moment: nobody sees the board, no rows come in.
    await idleWhile(800);
    expect(bodyRows()).toBe(8);
    act(() => seen?.(true));
    await waitFor(() => expect(bodyRows()).toBe(30));
  });

  it('lets the other rows in when the focus comes to the board out of view', async () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(10 + i, `pl***${10 + i}`));
    renderGames(<WinnerBoard />, { routes: { [`GET ${gameCalls.winnerBoard.path}`]: () => ok({ list: many }) } });
    const first = await screen.findByRole('button', { name: 'Game 10' });
    act(() => seen?.(false));
    await idleWhile(800);
    expect(bodyRows()).toBe(8);
    fireEvent.focus(first);
    await waitFor(() => expect(bodyRows()).toBe(30));
  });

  it('moves while it is on the screen and stays still while it is out of view', async () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(10 + i, `pl***${10 + i}`));
    renderGames(<WinnerBoard />, { routes: { [`GET ${gameCalls.winnerBoard.path}`]: () => ok({ list: many }) } });
    await screen.findByRole('button', { name: 'Game 10' });
    const box = document.querySelector('table')?.parentElement as HTMLElement;
    Object.defineProperty(box, 'scrollHeight', { value: 44 * 30 + 36 });
    Object.defineProperty(box, 'clientHeight', { value: 44 * 6 + 36 });
    vi.useFakeTimers();
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    // Below the fold on load: nobody sees it, it does not move.
    act(() => seen?.(false));
    wait(3000);
    expect(box.scrollTop).toBe(0);
    // Scrolled into view: a row a second.
    act(() => seen?.(true));
    wait(1000);
    expect(box.scrollTop).toBe(44);
    wait(1000);
    expect(box.scrollTop).toBe(88);
    // Out of view again: it stops where it was.
    act(() => seen?.(false));
    wait(3000);
    expect(box.scrollTop).toBe(88);
  });
});
