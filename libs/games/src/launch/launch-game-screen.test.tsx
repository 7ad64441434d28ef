import { act, screen, waitFor } from '@testing-library/react';
import { gameCalls } from '@wl/api-client/contract';
import { useSessionStore } from '@wl/session';
import { fail, ok, renderGames } from '../testing/render-games';
import LaunchGameScreen, { readLaunchRequest, withPageBack } from './launch-game-screen';

const member = { token: 'member-token-0123456789', merchantCode: 'SAMPLE01', userName: 'demo', type: 0 };

beforeEach(() => {
  act(() => useSessionStore.getState().clearSession());
});

describe('/m/launchGame (lottery launch)', () => {
  it.each<[string, ReturnType<typeof readLaunchRequest>]>([
    [
      'vendor=TCG_SEA&code=SEA_4D&playType=trad&prize_mode=SEA&pageBack=1',
      { vendor: 'TCG_SEA', code: 'SEA_4D', playType: 'trad', prizeMode: 'SEA', pageBack: true },
    ],
    ['vendor=LOTT', { vendor: 'LOTT', code: 'lobby', playType: 'trad', prizeMode: 'Elott', pageBack: false }],
    ['vendor=LOTT&playType=fast', null],
    ['vendor=LOTT&prize_mode=Big', null],
    ['code=VN_MB', null],
    ['vendor=LOTT&code=..%2F..', null],
  ])('reads %s', (query, request) => {
    expect(readLaunchRequest(new URLSearchParams(query))).toEqual(request);
  });

  it('adds pageBack to the lottery page address', () => {
    expect(withPageBack('/m/lotto-h5/M1/trad/games/VN_MB?prize_mode=Elott', true)).toBe(
      '/m/lotto-h5/M1/trad/games/VN_MB?prize_mode=Elott&pageBack=1',
    );
    expect(withPageBack('/m/lottery', true)).toBe('/m/lottery?pageBack=1');
    expect(withPageBack('/m/lottery', false)).toBe('/m/lottery');
  });

  it('calls the lottery launch and replaces itself with the lottery app (pageBack kept)', async () => {
    act(() => useSessionStore.getState().startSession(member, { remember: false }));
    const view = renderGames(<LaunchGameScreen />, {
      path: '/m/launchGame?vendor=TCG_LOTTO_VN&code=VN_MB&playType=ent&prize_mode=Elott&pageBack=1',
      routes: {
        [`GET ${gameCalls.launchGame.path}`]: () =>
          ok({ kind: 'lottery', url: '/m/lotto-h5/SAMPLE01/ent/games/VN_MB?prize_mode=Elott' }),
      },
    });
    await waitFor(() => expect(view.location.current?.pathname).toBe('/m/lotto-h5/SAMPLE01/ent/games/VN_MB'));
    expect(view.location.current?.search).toBe('?prize_mode=Elott&pageBack=1');
    expect(Object.fromEntries(view.callsTo(`GET ${gameCalls.launchGame.path}`)[0]?.search ?? [])).toEqual({
      vendor: 'TCG_LOTTO_VN',
      gameCode: 'VN_MB',
      prizeMode: 'Elott',
      playType: 'ent',
    });
  });

  it('shows the platform refusal with a way home', async () => {
    act(() => useSessionStore.getState().startSession(member, { remember: false }));
    renderGames(<LaunchGameScreen />, {
      path: '/m/launchGame?vendor=TCG_SEA&code=SEA_4D',
      routes: { [`GET ${gameCalls.launchGame.path}`]: () => fail('REAL_ACCOUNT_REQUIRED', 403) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Please login an actual account to use this function.');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/m/home');
  });

  it('launches for a trial account too (it plays on its demo credit)', async () => {
    act(() =>
      useSessionStore
        .getState()
        .startSession(
          { ...member, token: 'trial-token-0123456789', userName: 'guest000001', type: 4 },
          { remember: false },
        ),
    );
    const view = renderGames(<LaunchGameScreen />, {
      path: '/m/launchGame?vendor=LOTT&code=LOTT_K3',
      routes: {
        [`GET ${gameCalls.launchGame.path}`]: () =>
          ok({ kind: 'lottery', url: '/m/lotto-h5/SAMPLE01/trad/games/LOTT_K3?prize_mode=Elott' }),
      },
    });
    await waitFor(() => expect(view.location.current?.pathname).toBe('/m/lotto-h5/SAMPLE01/trad/games/LOTT_K3'));
  });

  it('sends visitors to login', async () => {
    const view = renderGames(<LaunchGameScreen />, { path: '/m/launchGame?vendor=TCG_SEA&code=SEA_4D' });
    await waitFor(() => expect(view.location.current?.pathname).toBe('/m/login'));
  });
});
