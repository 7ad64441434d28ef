import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { createApiClient } from '@wl/api-client';
import { BrandProvider, type BrandConfig } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import { createI18n } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { ApiClientProvider, getSessionToken, useSessionStore } from '@wl/session';

/** Answers of the fake platform by "METHOD /path" (the value of a success envelope, or a failure). */
export type Answer = { value: unknown } | { status: number; code: string };
export type Answers = Record<string, (url: URL, body: unknown) => Answer>;

const statusAnswer = (whitelabel: Record<string, boolean>) => ({
  info: {
    customerService: [],
    domainRoute: [],
    mobileTemplate: { app_background: '', app_desc: '', app_desc_font_color: '', mem_cen: '0', dep_func: '0' },
    paths: {},
    register: { usernameEnabled: true, mobileEnabled: false },
    resources: [],
    whitelabel,
    mainDomain: 'example.test',
    imageCDNs: ['/cdn'],
  },
  location: { ip: '203.0.113.7' },
  maintenance: false,
  regionRestriction: false,
});

export interface RenderAgentOptions {
  path: string;
  /** The route pattern the element is mounted at (default: `path` without its query). */
  route?: string;
  answers?: Answers;
  /** Session member type (undefined: logged out). */
  type?: number;
  whitelabel?: Record<string, boolean>;
  brand?: BrandConfig;
}

/** Renders an agent screen with every provider of the app against a fake platform; records the calls. */
export function renderAgent(ui: ReactNode, options: RenderAgentOptions) {
  const brand = options.brand ?? sampleBrand();
  sessionStorage.clear();
  localStorage.clear();
  if (options.type === undefined) useSessionStore.getState().clearSession();
  else {
    useSessionStore.getState().startSession(
      { token: 'test-token-0123456789', merchantCode: brand.merchantCode, userName: 'agent01', type: options.type },
      { remember: false },
    );
  }
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    if (url.pathname === '/wps/system/status') return new Response(JSON.stringify({ success: true, value: statusAnswer(options.whitelabel ?? {}) }));
    if (url.pathname === '/wps/session/renew') return new Response(JSON.stringify({ success: true, value: { expiresAt: Date.now() + 3_600_000 } }));
    const handler = options.answers?.[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: url.pathname }), { status: 404 });
    const answer = handler(url, body);
    if ('value' in answer) return new Response(JSON.stringify({ success: true, value: answer.value }));
    return new Response(JSON.stringify({ success: false, code: answer.code, message: answer.code }), { status: answer.status });
  });
  const client = createApiClient({ baseUrl: '', merchant: brand.merchantCode, getLanguage: () => 'EN', getToken: getSessionToken, fetch: fetchMock });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n({ language: 'EN', pack: composeBasePack('EN'), loadPack: async (code) => composeBasePack(code) });
  const location: { current: Location | undefined } = { current: undefined };
  function Probe() {
    location.current = useLocation();
    return null;
  }
  const view = render(
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[options.path]}>
              <Probe />
              <Routes>
                <Route path={options.route ?? options.path.split('?')[0]} element={ui} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </BrandProvider>,
  );
  return { ...view, calls, location };
}
