import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { createApiClient } from '@wl/api-client';
import type { Game } from '@wl/api-client/contract';
import { BrandProvider } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import { createI18n } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { ApiClientProvider, getSessionToken } from '@wl/session';

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
export const fail = (code: string, status = 400): FakeAnswer => ({ status, body: { success: false, code, message: code } });

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

/** Where the router is, read from inside it. */
export interface LocationProbe {
  current: Location | undefined;
}

function Probe({ probe }: { probe: LocationProbe }) {
  probe.current = useLocation();
  return null;
}

/** Renders with every provider the games area needs, against a fake platform ("METHOD /path" → answer). */
export function renderGames(ui: ReactNode, { path = '/m/home', routes = {} }: { path?: string; routes?: FakeRoutes } = {}) {
  const brand = sampleBrand();
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
  const client = createApiClient({ baseUrl: '', merchant: brand.merchantCode, getLanguage: () => 'EN', getToken: getSessionToken, fetch: fetchMock });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n({ language: 'EN', pack: composeBasePack('EN'), loadPack: async (code) => composeBasePack(code) });
  const location: LocationProbe = { current: undefined };
  const view = render(
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>
              <Probe probe={location} />
              {ui}
            </MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </BrandProvider>,
  );
  return { ...view, calls, location, queryClient, i18n, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
