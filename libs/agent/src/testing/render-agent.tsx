import type { ReactNode } from 'react';
import type { BrandConfig } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import { useSessionStore } from '@wl/session';
import { renderWithPlatform, statusFixture } from '@wl/session/testing';

/** Answers of the fake platform by "METHOD /path" (the value of a success envelope, or a failure). */
export type Answer = { value: unknown } | { status: number; code: string };
export type Answers = Record<string, (url: URL, body: unknown) => Answer>;

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
    useSessionStore
      .getState()
      .startSession(
        { token: 'test-token-0123456789', merchantCode: brand.merchantCode, userName: 'agent01', type: options.type },
        { remember: false },
      );
  }
  const status = statusFixture();
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    if (url.pathname === '/wps/system/status')
      return new Response(
        JSON.stringify({
          success: true,
          value: { ...status, info: { ...status.info, whitelabel: options.whitelabel ?? {} } },
        }),
      );
    if (url.pathname === '/wps/session/renew')
      return new Response(JSON.stringify({ success: true, value: { expiresAt: Date.now() + 3_600_000 } }));
    const handler = options.answers?.[`${method} ${url.pathname}`];
    if (!handler)
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: url.pathname }), {
        status: 404,
      });
    const answer = handler(url, body);
    if ('value' in answer) return new Response(JSON.stringify({ success: true, value: answer.value }));
    return new Response(JSON.stringify({ success: false, code: answer.code, message: answer.code }), {
      status: answer.status,
    });
  });
  const view = renderWithPlatform(ui, {
    brand,
    path: options.path,
    route: options.route ?? options.path.split('?')[0],
    fetch: fetchMock,
    client: 'plain',
  });
  return { ...view, calls };
}
