import { JSDOM } from 'jsdom';
import { earlyAnswersProperty } from '@wl/api-client';
import { storageKeys } from '@wl/api-client/contract/storage-keys';
import type { BrandConfig } from '@wl/brand/schema';
import { entryRoutes, routeFirstCalls, type EntryRoute } from './entry-routes';
import { askFirstCallsScript, firstCallsOf, languageMark } from './first-calls';

const brand = { merchantCode: 'RIO01', languages: { offered: ['EN', 'PT'], default: 'PT' } } satisfies Pick<
  BrandConfig,
  'merchantCode' | 'languages'
>;
const route = (id: string) => entryRoutes.find((r) => r.id === id) as EntryRoute;

interface Visit {
  route?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  standalone?: boolean;
}

/** Runs the start script's `ask()` in a page of the route; returns what it fetched and what it left for the app. */
function ask({ route: id, local = {}, session = {}, standalone = false }: Visit) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const dom = new JSDOM(
    `<html${id ? ` data-wl-route="${id}"` : ''}><head><script>${askFirstCallsScript(firstCallsOf(entryRoutes, brand))};ask()</script></head></html>`,
    {
      url: 'http://rio.localhost/m/',
      runScripts: 'dangerously',
      beforeParse(window) {
        for (const [k, v] of Object.entries(local)) window.localStorage.setItem(k, v);
        for (const [k, v] of Object.entries(session)) window.sessionStorage.setItem(k, v);
        window.matchMedia = ((query: string) => ({ matches: standalone && query.includes('standalone') })) as never;
        window.fetch = ((url: string, init: { headers: Record<string, string> }) => {
          fetched.push({ url, headers: init.headers });
          return Promise.reject(new TypeError('offline in the test'));
        }) as never;
      },
    },
  );
  const left = (dom.window as unknown as Record<string, unknown>)[earlyAnswersProperty] as
    { url: string }[] | undefined;
  dom.window.close();
  return { fetched, left };
}

describe('the start script asks the route’s first calls', () => {
  it.each(['home', 'gameList', 'login', 'live', 'help'])(
    '%s: exactly the calls its first screen makes, in the page language (the brand default)',
    (id) => {
      const { fetched, left } = ask({ route: id });
      expect(fetched).toEqual(routeFirstCalls(route(id), { merchant: 'RIO01', language: 'PT' }));
      expect(fetched.length).toBeGreaterThan(0);
      expect(left?.map((entry) => entry.url)).toEqual(fetched.map((request) => request.url));
    },
  );

  it.each([
    ['en', 'EN'],
    [' pt ', 'PT'],
    ['TY', 'PT'],
    ['', 'PT'],
  ])('stored language %j: asked in %s, as the app picks it', (stored, language) => {
    const { fetched } = ask({ route: 'gameList', local: { [storageKeys.language]: stored } });
    expect(fetched).toEqual(routeFirstCalls(route('gameList'), { merchant: 'RIO01', language }));
    expect(JSON.stringify(fetched)).not.toContain(languageMark);
  });

  it.each<[string, Visit]>([
    ['a session kept for the visit', { route: 'home', session: { [storageKeys.sessionInfo]: '{}' } }],
    ['a remembered session', { route: 'home', local: { [storageKeys.sessionInfo]: '{}' } }],
    ['the installed app', { route: 'home', standalone: true }],
    ['a path without an entry route', {}],
  ])('asks nothing with %s (the app’s requests differ, or none is known)', (_case, visit) => {
    const { fetched, left } = ask(visit);
    expect(fetched).toEqual([]);
    expect(left).toBeUndefined();
  });
});

describe('firstCallsOf', () => {
  it('writes each distinct request once and names them per route', () => {
    const calls = firstCallsOf(entryRoutes, brand);
    const urls = calls.requests.map((request) => request.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(calls.routes.home?.map((i) => calls.requests[i]?.url)).toEqual(
      routeFirstCalls(route('home'), { merchant: 'RIO01', language: languageMark }).map((request) => request.url),
    );
  });

  it('refuses a merchant code that holds the language mark', () => {
    expect(() => firstCallsOf(entryRoutes, { ...brand, merchantCode: `A${languageMark}` })).toThrow(/may not contain/);
  });
});
