import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { createApiClient, type ApiClient } from '@wl/api-client';
import {
  generateSealingKeyPair,
  importOpeningKey,
  openSealedPayload,
  SealedBody,
  SealedHeaders,
} from '@wl/api-client/contract/sealed-body';
import { systemCalls } from '@wl/api-client/contract';
import type { SystemStatus } from '@wl/api-client/contract/system-status';
import { BrandProvider, type BrandConfig } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import { createI18n, TranslationProvider } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { ApiClientProvider } from '../api/api-client-context';
import { notifyPasswordChangeRequired } from '../flows/password-change-required';
import { notifySessionExpired } from '../flows/session-expiry';
import { getSessionToken, useSessionStore } from '../session/session-store';
import { statusFixture } from './status-fixture';

/** One recorded request to the fake platform. */
export interface FakeCall {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  /** The raw body string as sent (sealed bodies stay sealed). */
  body: string | undefined;
}

/** What the fake platform answers: an envelope and its HTTP status. */
export type FakeAnswer = { status?: number; body: unknown };
/** A handler answers with an envelope; `fail` builds a failure envelope. */
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (value: unknown): FakeAnswer => ({ body: { success: true, value } });
export const fail = (code: string, status = 400, value?: unknown): FakeAnswer => ({
  status,
  body: { success: false, code, message: code, ...(value ? { value } : {}) },
});

/** A PNG-ish base64 string (the browser never decodes it in tests). */
export const fakePng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let keyPair: Promise<{ publicKey: string; privateKey: string }> | undefined;

/**
 * A fake platform behind the real api client: routes are "METHOD /path"; the encryption key and
 * the status are always answered. Every call is recorded for assertions.
 */
export function fakePlatform(routes: Record<string, FakeHandler>, status: SystemStatus = statusFixture()) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = new URL(url, 'http://site.test').pathname;
    const method = init?.method ?? 'GET';
    const call: FakeCall = {
      method,
      path,
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body as string | undefined,
    };
    calls.push(call);
    if (path === systemCalls.encryptionKey.path) {
      keyPair ??= generateSealingKeyPair();
      const { publicKey } = await keyPair;
      return new Response(
        JSON.stringify({
          success: true,
          value: { keyId: 'k1', publicKey, algorithm: 'RSA-OAEP-256+A256GCM', serverTime: Date.now() },
        }),
      );
    }
    if (path === '/wps/system/status') return new Response(JSON.stringify({ success: true, value: status }));
    const handler = routes[`${method} ${path}`];
    if (!handler)
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: path }), { status: 404 });
    const answer = await handler(call);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** The payload of a sealed call, opened with the fake platform's private key. */
export async function openedPayload(call: FakeCall | undefined): Promise<unknown> {
  if (!call || !keyPair) throw new Error('no sealed call was made');
  const lower = Object.fromEntries(Object.entries(call.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const privateKey = await importOpeningKey((await keyPair).privateKey);
  return (
    await openSealedPayload(SealedBody.parse(JSON.parse(call.body ?? '{}')), SealedHeaders.parse(lower), privateKey)
  ).payload;
}

export interface RenderOptions {
  path?: string;
  brand?: BrandConfig;
  /** Answers of the fake platform by "METHOD /path" (ignored when `fetch` is given). */
  routes?: Record<string, FakeHandler>;
  /** The status the fake platform answers (default: statusFixture()). */
  status?: SystemStatus;
  /** An area's own fake fetch instead of the fake platform (its own record of the calls). */
  fetch?: typeof fetch;
  /** The route pattern the UI is mounted at (other paths show "elsewhere"); default: mounted on every path. */
  route?: string;
  /**
   * The api client as the shell builds it (merchant from the session, 401 ends the session, 403 asks for a new
   * password) — the default — or a plain one with the brand's merchant and no session handlers.
   */
  client?: 'shell' | 'plain';
  /** A query cache filled beforehand (as the app's start fills it with a route's first data). */
  queryClient?: QueryClient;
}

/** Where the router is now, read from inside it. */
export interface LocationProbe {
  current: Location | undefined;
}

function Probe({ probe }: { probe: LocationProbe }) {
  probe.current = useLocation();
  return null;
}

/** The api client as the shell builds it: merchant follows the session, 401 ends the session. */
export function testClient(brand: BrandConfig, fetchMock: typeof fetch): ApiClient {
  return createApiClient({
    baseUrl: '',
    merchant: () => useSessionStore.getState().info?.merchantCode ?? brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: getSessionToken,
    onSessionExpired: notifySessionExpired,
    onPasswordChangeRequired: notifyPasswordChangeRequired,
    fetch: fetchMock,
  });
}

/** Renders UI with every provider of the app (brand, texts, queries, api client, router) against a fake platform. */
export function renderWithPlatform(
  ui: ReactNode,
  options: RenderOptions = {},
): RenderResult & {
  platform: ReturnType<typeof fakePlatform>;
  location: LocationProbe;
  queryClient: QueryClient;
  client: ApiClient;
  i18n: ReturnType<typeof createI18n>;
} {
  const brand = options.brand ?? sampleBrand();
  const platform = fakePlatform(options.routes ?? {}, options.status);
  const fetchMock = options.fetch ?? platform.fetchMock;
  const client =
    options.client === 'plain'
      ? createApiClient({
          baseUrl: '',
          merchant: brand.merchantCode,
          getLanguage: () => 'EN',
          getToken: getSessionToken,
          fetch: fetchMock,
        })
      : testClient(brand, fetchMock);
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n({
    language: 'EN',
    pack: composeBasePack('EN'),
    loadPack: async (code) => composeBasePack(code),
  });
  const location: LocationProbe = { current: undefined };
  const mounted = options.route ? (
    <Routes>
      <Route path={options.route} element={ui} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  ) : (
    ui
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BrandProvider brand={brand}>
      <TranslationProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[options.path ?? '/m/login']}>
              <Probe probe={location} />
              {children}
            </MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </TranslationProvider>
    </BrandProvider>
  );
  const view = render(mounted, { wrapper });
  return { ...view, platform, location, queryClient, client, i18n };
}

/** Every value in both storages, for "no password stored" checks. */
export function allStoredText(): string {
  const dump = (s: Storage) =>
    Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`).join('\n');
  return `${dump(localStorage)}\n${dump(sessionStorage)}\n${document.cookie}`;
}

/** The forms of a password the storage must never hold. */
export function passwordForms(password: string): string[] {
  return [password, btoa(password), btoa(btoa(password)), encodeURIComponent(password)];
}

/** Resets the session store and storages between tests. */
export function resetSession(): void {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ info: undefined, trialName: undefined, heldPassword: undefined });
}
