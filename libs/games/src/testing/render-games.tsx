import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { renderWithPlatform } from '@wl/session/testing';

export type { LocationProbe } from '@wl/session/testing';

/** One call to the fake platform. */
export interface FakeCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type FakeAnswer = { status?: number; body: unknown };
export type FakeRoutes = Record<string, (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>>;

export const ok = (value: unknown): FakeAnswer => ({ body: { success: true, value } });
export const fail = (code: string, status = 400): FakeAnswer => ({
  status,
  body: { success: false, code, message: code },
});

/** A game of the catalogue's wire shape. */
export function game(overrides: Partial<Game> = {}): Game {
  const nodeId = overrides.nodeId ?? 1;
  return {
    nodeId,
    gameId: `PG00${nodeId}`,
    gameType: 'RNG',
    vassalage: 'PG',
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    showIcon: true,
    iconUrl: `/game-icons/v1/PG/PG00${nodeId}.svg`,
    mobileLargeIcon: `/game-icons/v1/PG/PG00${nodeId}.svg`,
    isNew: false,
    isGameH5: '',
    roomId: null,
    supportPlay: true,
    lottoMode: null,
    gameClassify: null,
    minBet: 0.01,
    minLine: 1,
    isHot: true,
    ...overrides,
  };
}

/** Renders with every provider the games area needs, against a fake platform ("METHOD /path" → answer). */
export function renderGames(
  ui: ReactNode,
  {
    path = '/m/home',
    routes = {},
    queryClient,
  }: { path?: string; routes?: FakeRoutes; queryClient?: QueryClient } = {},
) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : fail('NOT_FOUND', 404);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  const view = renderWithPlatform(ui, { path, fetch: fetchMock, client: 'plain', queryClient });
  return { ...view, calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
