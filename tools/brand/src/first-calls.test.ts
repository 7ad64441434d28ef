import { JSDOM } from 'jsdom';
import { earlyAnswersProperty } from '@wl/api-client';
import { iconSrc, imageCdnDrawProperty, pickImageCdn } from '@wl/api-client/contract/image-cdn';
import { storageKeys } from '@wl/api-client/contract/storage-keys';
import type { BrandConfig } from '@wl/brand/schema';
import { entryRoutes, routeFirstCalls, type EntryRoute } from './entry-routes';
import { askFirstCallsScript, firstCallsOf, languageMark } from './first-calls';
import { loadingTiles, loadingTilesHtml } from './skeleton';
import { staticFrameId } from '@wl/brand/schema';

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
  /** The page's address after the origin (default `/m/`). */
  path?: string;
  /** Answers by a part of the call's address (default: every call fails). */
  answers?: Record<string, { ok: boolean; body: unknown }>;
}

/** A fetch answer as the script and the app's transport read it; `read` tells whether the body itself was read. */
function fakeResponse(ok: boolean, body: unknown) {
  const response = {
    ok,
    read: false,
    json: async () => {
      response.read = true;
      return body;
    },
    clone: () => ({ ok, json: async () => body }),
  };
  return response;
}

/** Runs the start script's `ask()` in a page of the route; returns what it fetched and what it left for the app. */
function ask(visit: Visit) {
  const { dom, fetched } = visitPage(visit);
  const left = (dom.window as unknown as Record<string, unknown>)[earlyAnswersProperty] as
    { url: string }[] | undefined;
  dom.window.close();
  return { fetched, left };
}

/** Opens the page and runs the start script's `ask()`. */
function visitPage({ route: id, local = {}, session = {}, standalone = false, path = '/m/', answers = {} }: Visit) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const responses: ReturnType<typeof fakeResponse>[] = [];
  const dom = new JSDOM(
    `<html${id ? ` data-wl-route="${id}"` : ''}><head><script>${askFirstCallsScript(firstCallsOf(entryRoutes, brand))};ask();window.drawn=drawn</script></head><body><div id="${staticFrameId}">${loadingTilesHtml('Loading')}</div></body></html>`,
    {
      url: `http://rio.localhost${path}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        for (const [k, v] of Object.entries(local)) window.localStorage.setItem(k, v);
        for (const [k, v] of Object.entries(session)) window.sessionStorage.setItem(k, v);
        window.matchMedia = ((query: string) => ({ matches: standalone && query.includes('standalone') })) as never;
        window.fetch = ((url: string, init: { headers: Record<string, string> }) => {
          fetched.push({ url, headers: init.headers });
          const answer = Object.entries(answers).find(([part]) => url.includes(part))?.[1];
          if (!answer) return Promise.reject(new TypeError('offline in the test'));
          const response = fakeResponse(answer.ok, answer.body);
          responses.push(response);
          return Promise.resolve(response);
        }) as never;
      },
    },
  );
  return { dom, fetched, responses };
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

describe('the start script draws the first hot games’ pictures into the static frame (decisions 0075, 0077)', () => {
  const games = ['/game-icons/PG001.png', 'JILI002.png', 'https://own.example/PP3.png', '/game-icons/KM4.png'].map(
    (iconUrl, i) => ({ gameId: `G${i}`, gameName: `Game <b>${i}</b>`, iconUrl }),
  );
  const cdns = ['https://img-a.example/', 'https://img-b.example', '/cdn'];
  const working = {
    '/system/status': { ok: true, body: { success: true, value: { info: { imageCDNs: cdns } } } },
    hotGames: { ok: true, body: { success: true, value: games } },
  };

  /** Visits the page, lets the answers settle, and reads the frame's tiles and the draw the script left. */
  async function tiles(visit: Visit) {
    const { dom, responses } = visitPage(visit);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { document } = dom.window;
    const drawn = [...document.querySelectorAll(`#${staticFrameId} li`)].map((tile) => {
      const image = tile.querySelector('.wl-sk-ph img');
      return {
        src: image?.getAttribute('src'),
        alt: image?.getAttribute('alt'),
        priority: image?.getAttribute('fetchpriority'),
        name: tile.querySelector('.wl-sk-name')?.textContent,
        elements: tile.querySelectorAll('.wl-sk-name *').length,
      };
    });
    const draw = (dom.window as unknown as Record<string, unknown>)[imageCdnDrawProperty];
    const settled = await Promise.race([
      (dom.window as unknown as { drawn: Promise<unknown> | null }).drawn?.then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    dom.window.close();
    return { drawn: drawn.filter((tile) => tile.src !== undefined), draw, responses, settled, count: drawn.length };
  }

  it.each(['/m/gameList', '/m/gameList?gameType=HOT', '/m/gameList?gameType=hot&vassalage=PG'])(
    '%s: the first row’s pictures and names, from the CDN the app picks with the draw left for it',
    async (path) => {
      const { drawn, draw, settled, count } = await tiles({ route: 'gameList', path, answers: working });
      expect(typeof draw).toBe('number');
      const cdn = pickImageCdn(cdns, () => draw as number);
      expect(count).toBe(loadingTiles);
      expect(drawn).toEqual(
        games.slice(0, 3).map((game) => ({
          src: iconSrc(cdn, game.iconUrl),
          alt: '',
          priority: 'high',
          name: game.gameName,
          // As text: a name is never read as markup.
          elements: 0,
        })),
      );
      expect(settled).toBe('settled');
    },
  );

  it('leaves the answers whole for the app: it reads copies', async () => {
    const { drawn, responses } = await tiles({ route: 'gameList', path: '/m/gameList', answers: working });
    expect(drawn).toHaveLength(3);
    expect(responses.map((response) => response.read)).toEqual(responses.map(() => false));
  });

  it.each<[string, Visit]>([
    ['another tab named by the address', { route: 'gameList', path: '/m/gameList?gameType=RNG', answers: working }],
    ['a route whose largest paint is not a hot tile', { route: 'home', path: '/m/home', answers: working }],
    ['a failed hot games answer', { route: 'gameList', answers: { ...working, hotGames: { ok: false, body: {} } } }],
    [
      'a hot games answer without a list',
      { route: 'gameList', answers: { ...working, hotGames: { ok: true, body: { success: false } } } },
    ],
    ['no answer at all', { route: 'gameList' }],
  ])('draws nothing for %s', async (_case, visit) => {
    const { drawn } = await tiles(visit);
    expect(drawn).toEqual([]);
  });

  it('picks the default CDN when the status lists none, as the app does', async () => {
    const status = { ok: true, body: { success: true, value: { info: { imageCDNs: [] } } } };
    const { drawn } = await tiles({ route: 'gameList', answers: { ...working, '/system/status': status } });
    expect(drawn[0]?.src).toBe('/cdn/game-icons/PG001.png');
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

  it('names the hot games call of a route that preloads their pictures', () => {
    const calls = firstCallsOf(entryRoutes, brand);
    const gameList = calls.pictures.gameList;
    expect(gameList?.count).toBe(3);
    expect(calls.requests[calls.routes.gameList?.[gameList?.hot ?? -1] ?? -1]?.url).toMatch(/hotGames/);
    expect(Object.keys(calls.pictures)).toEqual(['gameList']);
  });

  it('refuses a route that preloads hot pictures without asking the hot games first', () => {
    const wrong = { ...route('live'), hotPictures: 3 };
    expect(() => firstCallsOf([wrong], brand)).toThrow(/does not ask the hot games/);
  });

  it('refuses a merchant code that holds the language mark', () => {
    expect(() => firstCallsOf(entryRoutes, { ...brand, merchantCode: `A${languageMark}` })).toThrow(/may not contain/);
  });
});
