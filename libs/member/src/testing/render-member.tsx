import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { createApiClient } from '@wl/api-client';
import { encryptionKeyPath, generateSealingKeyPair } from '@wl/api-client/contract';
import type { SystemStatus } from '@wl/api-client/contract';
import { BrandProvider, type BrandConfig } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import { createI18n } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { ApiClientProvider, getSessionToken, useSessionStore } from '@wl/session';
import type { SessionInfo } from '@wl/session';

/** One request the fake platform received. */
export interface FakeCall {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
}

export type FakeAnswer = { status?: number; body: unknown };
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (value: unknown): FakeAnswer => ({ body: { success: true, value } });
export const fail = (code: string, status = 400): FakeAnswer => ({ status, body: { success: false, code, message: code } });

let keyPair: Promise<{ publicKey: string; privateKey: string }> | undefined;

/** A status answer with the white-label settings and mobile template a test needs. */
export function statusWith(whitelabel: Record<string, boolean>, template: { mem_cen?: '0' | '1'; dep_func?: '0' | '1' } = {}): SystemStatus {
  return {
    info: {
      customerService: [],
      domainRoute: [],
      mobileTemplate: { app_background: '', app_desc: '', app_desc_font_color: '', mem_cen: template.mem_cen ?? '0', dep_func: template.dep_func ?? '0' },
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
  };
}

/** A fake platform behind the real api client: handlers by "METHOD /path"; every call recorded. */
export function fakePlatform(routes: Record<string, FakeHandler>, status: SystemStatus) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const method = init?.method ?? 'GET';
    const call: FakeCall = { method, path: url.pathname, url, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body as string | undefined };
    calls.push(call);
    if (url.pathname === encryptionKeyPath) {
      keyPair ??= generateSealingKeyPair();
      const { publicKey } = await keyPair;
      return new Response(JSON.stringify({ success: true, value: { keyId: 'k1', publicKey, algorithm: 'RSA-OAEP-256+A256GCM', serverTime: Date.now() } }));
    }
    if (url.pathname === '/wps/system/status') return new Response(JSON.stringify({ success: true, value: status }));
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: url.pathname }), { status: 404 });
    const answer = await handler(call);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export interface LocationProbe {
  current: Location | undefined;
}

function Probe({ probe }: { probe: LocationProbe }) {
  probe.current = useLocation();
  return null;
}

export interface RenderOptions {
  path?: string;
  brand?: BrandConfig;
  routes?: Record<string, FakeHandler>;
  status?: SystemStatus;
  /** Logged in as this session (none: a visitor). */
  session?: Partial<SessionInfo>;
  /** Session storage values present when the screen mounts (storage is cleared first). */
  sessionValues?: Record<string, string>;
}

/** Renders a member-area screen with every provider of the app against a fake platform. */
export function renderMember(ui: ReactNode, options: RenderOptions = {}): RenderResult & {
  platform: ReturnType<typeof fakePlatform>;
  location: LocationProbe;
  queryClient: QueryClient;
} {
  const brand = options.brand ?? sampleBrand();
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(options.sessionValues ?? {})) sessionStorage.setItem(key, value);
  useSessionStore.setState({
    info: options.session ? { token: 'tok-member-0123456789', merchantCode: brand.merchantCode, userName: 'demo', type: 0, ...options.session } : undefined,
    trialName: undefined,
    heldPassword: undefined,
  });
  const platform = fakePlatform(options.routes ?? {}, options.status ?? statusWith({}));
  const client = createApiClient({
    baseUrl: '',
    merchant: brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: getSessionToken,
    fetch: platform.fetchMock,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n({ language: 'EN', pack: composeBasePack('EN'), loadPack: async (code) => composeBasePack(code) });
  const location: LocationProbe = { current: undefined };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[options.path ?? '/m/mine']}>
              <Probe probe={location} />
              {children}
            </MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </BrandProvider>
  );
  const view = render(ui, { wrapper });
  return { ...view, platform, location, queryClient };
}
