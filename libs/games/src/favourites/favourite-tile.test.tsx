import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameCalls } from '@wl/api-client/contract';
import { useSessionStore } from '@wl/session';
import { toastStore } from '@wl/ui-kit';
import { fail, game, ok, renderGames } from '../testing/render-games';
import type { FakeAnswer } from '../testing/render-games';
import { TileList } from '../catalogue/panels';

const slot = game({ nodeId: 7, gameName: 'Golden Riches' });
const member = { token: 'member-token-0123456789', merchantCode: 'SAMPLE01', userName: 'demo', type: 0 };

function renderTile(add: () => FakeAnswer, ids: string[] = []) {
  return renderGames(<TileList games={[slot]} label="Games" />, {
    path: '/m/gameList',
    routes: {
      [`GET ${gameCalls.favouriteIds.path}`]: () => ok({ list: ids, pageNum: 1, totalPages: 1 }),
      [`POST ${gameCalls.addFavourite.path}`]: add,
      [`DELETE ${gameCalls.removeFavourite.path}`]: () => ok({ success: true }),
    },
  });
}

const heart = () => screen.getByRole('button', { name: 'Favourite: Golden Riches' });

beforeEach(() => {
  act(() => {
    useSessionStore.getState().clearSession();
    toastStore.setState({ current: null });
  });
});

describe('favourite toggle (spec §4)', () => {
  it('sends a visitor to /m/login without calling the platform', async () => {
    const view = renderTile(() => ok({ success: true }));
    await userEvent.click(heart());
    expect(view.location.current?.pathname).toBe('/m/login');
    expect(view.calls.filter((c) => c.path.includes('Favorite'))).toEqual([]);
  });

  it('a member: please wait, then the add call; on the success flag the heart fills and "changes saved" shows', async () => {
    act(() => useSessionStore.getState().startSession(member, { remember: false }));
    let release: (answer: FakeAnswer) => void = () => undefined;
    const view = renderTile(() => new Promise<FakeAnswer>((resolve) => (release = resolve)) as unknown as FakeAnswer);
    await waitFor(() => expect(view.callsTo(`GET ${gameCalls.favouriteIds.path}`)).toHaveLength(1));
    await userEvent.click(heart());
    expect(toastStore.getState().current).toMatchObject({ text: 'Please wait…', kind: 'loading' });
    await act(async () => release(ok({ success: true })));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(toastStore.getState().current).toMatchObject({ text: 'Changes saved', kind: 'success', durationMs: 1000 });
    expect(view.callsTo(`POST ${gameCalls.addFavourite.path}`)[0]?.body).toEqual({ nodeId: 7, vendor: 'PG' });
  });

  it('without the success flag nothing changes and the message is simply hidden', async () => {
    act(() => useSessionStore.getState().startSession(member, { remember: false }));
    const view = renderTile(() => ok({ success: false }));
    await waitFor(() => expect(view.callsTo(`GET ${gameCalls.favouriteIds.path}`)).toHaveLength(1));
    await userEvent.click(heart());
    await waitFor(() => expect(view.callsTo(`POST ${gameCalls.addFavourite.path}`)).toHaveLength(1));
    await waitFor(() => expect(toastStore.getState().current).toBeNull());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('a failed call hides the message silently and changes nothing', async () => {
    act(() => useSessionStore.getState().startSession(member, { remember: false }));
    const view = renderTile(() => fail('UNKNOWN', 500));
    await waitFor(() => expect(view.callsTo(`GET ${gameCalls.favouriteIds.path}`)).toHaveLength(1));
    await userEvent.click(heart());
    await waitFor(() => expect(view.callsTo(`POST ${gameCalls.addFavourite.path}`)).toHaveLength(1));
    await waitFor(() => expect(toastStore.getState().current).toBeNull());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('a favourite already: the tap removes it', async () => {
    act(() => useSessionStore.getState().startSession(member, { remember: false }));
    const view = renderTile(() => ok({ success: true }), ['7']);
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(view.callsTo(`DELETE ${gameCalls.removeFavourite.path}`)[0]?.search.get('nodeId')).toBe('7');
  });

  it('a trial account gets the free_reject message and no call', async () => {
    act(() => useSessionStore.getState().startSession({ ...member, type: 4 }, { remember: false, trialName: 'Guest' }));
    const view = renderTile(() => ok({ success: true }));
    await userEvent.click(heart());
    expect(toastStore.getState().current).toMatchObject({
      text: 'Please login an actual account to use this function.',
      durationMs: 2000,
    });
    expect(view.callsTo(`POST ${gameCalls.addFavourite.path}`)).toEqual([]);
  });
});
