import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { createApiClient } from '@wl/api-client';
import { BrandProvider } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import { createI18n, TranslationProvider } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { ApiClientProvider, getSessionToken } from '@wl/session';
import LotteryPlayScreen from '../screens/lottery-play-screen';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers by "METHOD /path": `{ status?, body }` where body is the whole envelope. */
export type FakeRoutes = Record<string, (call: FakeCall) => { status?: number; body: unknown }>;

export const ok = (value: unknown) => ({ body: { success: true, value } });
export const fail = (code: string, status = 409) => ({ status, body: { success: false, code, message: code } });

export interface LocationProbe {
  current: Location | undefined;
}

function Probe({ probe }: { probe: LocationProbe }) {
  probe.current = useLocation();
  return null;
}

/** The lottery play screen at `path`, inside the real providers, against fake platform answers. */
export function renderPlayScreen(path: string, routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const method = init?.method ?? 'GET';
    const call: FakeCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler
      ? handler(call)
      : { status: 404, body: { success: false, code: 'NOT_FOUND', message: url.pathname } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  const brand = sampleBrand();
  const i18n = createI18n({
    language: 'EN',
    pack: composeBasePack('EN'),
    loadPack: async (code) => composeBasePack(code),
  });
  const client = createApiClient({
    baseUrl: '',
    merchant: brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: getSessionToken,
    fetch: fetchMock,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const probe: LocationProbe = { current: undefined };
  const view = render(
    <BrandProvider brand={brand}>
      <TranslationProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/m/lotto-h5/:mui/:playType/games/:gameId" element={<LotteryPlayScreen />} />
                <Route path="*" element={null} />
              </Routes>
              <Probe probe={probe} />
            </MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </TranslationProvider>
    </BrandProvider>,
  );
  return { ...view, calls, probe, queryClient };
}
