import { JSDOM } from 'jsdom';
import { iconSrc, imageCdnDrawProperty, pickImageCdn } from '@wl/api-client/contract/image-cdn';
import { gameListFilterParams } from '@wl/api-client/contract/first-catalogue-calls';
import { gameCalls } from '@wl/api-client/contract';
import { gameListQuery, vendorBlockFilters } from '@wl/api-client/contract/catalogue-queries';
import { earlyAnswersProperty, earlyRequest } from '@wl/api-client';
import { storageKeys } from '@wl/api-client/contract/storage-keys';
import type { BrandConfig } from '@wl/brand/schema';
import { entryRoutes, routeFirstCalls, vendorMark, type EntryRoute } from './entry-routes';
import { askFirstCallsScript, firstCallsOf, languageMark } from './first-calls';
import { loadingHelpHtml, loadingPromotionsHtml, loadingTiles, loadingTilesHtml } from './skeleton';
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
  /** The static frame's HTML (default: a loading game list). */
  frame?: string;
  /** Stands for the import of the sanitiser's module (none: the page's own `import()`, which this page cannot run). */
  sanitizer?: () => Promise<unknown>;
}

const sanitizerUrl = '/m/assets/sanitize-test.js';

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
function visitPage({
  route: id,
  local = {},
  session = {},
  standalone = false,
  path = '/m/',
  answers = {},
  frame = loadingTilesHtml('Loading'),
  sanitizer,
}: Visit) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const responses: ReturnType<typeof fakeResponse>[] = [];
  const dom = new JSDOM(
    `<html${id ? ` data-wl-route="${id}"` : ''}><head><script>${askFirstCallsScript(firstCallsOf(entryRoutes, brand), sanitizerUrl)};${sanitizer ? `sanitizerModule=function(){return window.testSanitizer()};` : ''}ask();window.drawn=drawn</script></head><body><div id="${staticFrameId}">${frame}</div></body></html>`,
    {
      url: `http://rio.localhost${path}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        for (const [k, v] of Object.entries(local)) window.localStorage.setItem(k, v);
        for (const [k, v] of Object.entries(session)) window.sessionStorage.setItem(k, v);
        window.matchMedia = ((query: string) => ({ matches: standalone && query.includes('standalone') })) as never;
        if (sanitizer) (window as unknown as { testSanitizer: unknown }).testSanitizer = sanitizer;
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

  it.each<[string, string]>([
    ['live', '/m/live'],
    ['pvp', '/m/pvp'],
    ['hot', '/m/hot'],
  ])('%s (%s): the first row of its first list, as on the game list (decision 0090)', async (id, path) => {
    const page = { ok: true, body: { success: true, value: { games: [...games].reverse(), pageNum: 1, total: 4 } } };
    const { drawn, draw } = await tiles({ route: id, path, answers: { ...working, GCSGAME_gameList: page } });
    const cdn = pickImageCdn(cdns, () => draw as number);
    const list = id === 'hot' ? games : [...games].reverse();
    expect(drawn.map((tile) => tile.src)).toEqual(list.slice(0, 3).map((game) => iconSrc(cdn, game.iconUrl)));
  });

  it.each(['/m/live?vassalage=PG', '/m/live?gameName=x', '/m/live?tab=hot', '/m/live?minBet=0.1'])(
    '%s: asks no first page and draws nothing, the address chooses another list',
    async (path) => {
      const page = { ok: true, body: { success: true, value: { games, pageNum: 1, total: 4 } } };
      const { dom, fetched } = visitPage({ route: 'live', path, answers: { ...working, GCSGAME_gameList: page } });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const left = (dom.window as unknown as Record<string, unknown>)[earlyAnswersProperty] as unknown[];
      const images = dom.window.document.querySelectorAll(`#${staticFrameId} img`).length;
      dom.window.close();
      expect(fetched.map((request) => request.url.split('?')[0])).toEqual([
        '/wps/system/status',
        '/wps/relay/GLS2_getVassGameType',
      ]);
      expect(left).toHaveLength(3);
      expect(left[2]).toBeNull();
      expect(images).toBe(0);
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

describe('the start script asks and draws the lottery page’s first vendor block (decision 0096)', () => {
  const status = { ok: true, body: { success: true, value: { info: { imageCDNs: ['https://img.example'] } } } };
  const vendor = (vassalage: unknown, accountTypeName: unknown) => ({ vassalage, accountTypeName, gameCount: 3 });
  const vendors = (mapping: unknown) => ({ ok: true, body: { success: true, value: { sorting: [], mapping } } });
  const games = ['/game-icons/L1.png', '/game-icons/L2.png', '/game-icons/L3.png', '/game-icons/L4.png'].map(
    (iconUrl, i) => ({ gameId: `L${i}`, gameName: `Lotto ${i}`, iconUrl }),
  );
  const page = { ok: true, body: { success: true, value: { games, pageNum: 1, total: 4 } } };
  const frame = `<div class="wl-sk-strip wl-sk-s-blockHead"><span class="wl-sk-line"></span></div>${loadingTilesHtml('Carregando')}`;
  const mapping = {
    ELOTT: [vendor('ELOTT', 'E-Lottery')],
    LOTT: [vendor('TCG SEA&4D', 'TCG <b>SEA</b>'), vendor('LOTT', 'Lottery')],
  };

  /** Visits /m/lott, lets the answers settle, and reads what was asked, left for the app and drawn. */
  async function lott(answers: Record<string, { ok: boolean; body: unknown }>, local: Record<string, string> = {}) {
    const { dom, fetched, responses } = visitPage({ route: 'lott', path: '/m/lott', answers, frame, local });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { document } = dom.window;
    const left = (dom.window as unknown as Record<string, { url: string; headers: unknown }[]>)[earlyAnswersProperty];
    const head = document.querySelector(`#${staticFrameId} .wl-sk-s-blockHead span`);
    const drawn = {
      head: head && { className: head.className, text: head.textContent, elements: head.children.length },
      pictures: [...document.querySelectorAll(`#${staticFrameId} li img`)].map((image) => image.getAttribute('src')),
    };
    const settled = await Promise.race([
      (dom.window as unknown as { drawn: Promise<unknown> | null }).drawn?.then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    dom.window.close();
    return {
      fetched,
      left: left?.map((entry) => entry && { url: entry.url, headers: entry.headers }),
      drawn,
      responses,
      settled,
    };
  }

  it.each<[string, string]>([
    ['', 'PT'],
    ['en', 'EN'],
  ])(
    'stored language %j: once the vendors are in, the first vendor’s first page, the app’s very request',
    async (stored, language) => {
      const at = { merchant: 'RIO01', language };
      const { fetched, left, drawn, settled, responses } = await lott(
        { '/system/status': status, GLS2_getVassGameType: vendors(mapping), GCSGAME_gameList: page },
        stored ? { [storageKeys.language]: stored } : {},
      );
      const first = earlyRequest(
        gameCalls.gameList,
        gameListQuery('RIO01', language, vendorBlockFilters('LOTT', 'TCG SEA&4D'), 1),
        at,
      );
      expect(fetched).toEqual([...routeFirstCalls(route('lott'), at).slice(0, 2), first]);
      // Left for the app's transport in the route's order, the block's address set once asked.
      expect(left).toEqual(fetched);
      expect(drawn).toEqual({
        // The vendor's name as text, in the heading line's place.
        head: { className: 'wl-sk-bname', text: 'TCG <b>SEA</b>', elements: 0 },
        pictures: games.slice(0, 3).map((game) =>
          iconSrc(
            pickImageCdn(['https://img.example'], () => 0),
            game.iconUrl,
          ),
        ),
      });
      expect(settled).toBe('settled');
      // The app's transport still takes the answers whole: the script read copies.
      expect(responses.map((response) => response.read)).toEqual(responses.map(() => false));
    },
  );

  it('takes the first vendor of the page’s categories, passing over an empty list', async () => {
    const { fetched } = await lott({
      '/system/status': status,
      GLS2_getVassGameType: vendors({ LOTT: [], ELOTT: [vendor('ELOTT', 'E')] }),
    });
    expect(fetched.map((request) => request.url.split('?')[0])).toEqual([
      '/wps/system/status',
      '/wps/relay/GLS2_getVassGameType',
    ]);
    const { fetched: other } = await lott({
      '/system/status': status,
      GLS2_getVassGameType: vendors({ LOTT: [vendor('V2', 'Two')] }),
    });
    expect(other[2]?.url).toMatch(/gameType=LOTT&vassalage=V2$/);
  });

  it.each<[string, Record<string, { ok: boolean; body: unknown }>]>([
    ['a failed vendors’ answer', { GLS2_getVassGameType: { ok: false, body: {} } }],
    ['an answer without a mapping', { GLS2_getVassGameType: { ok: true, body: { success: false } } }],
    ['a lottery without vendors', { GLS2_getVassGameType: vendors({ ELOTT: mapping.ELOTT }) }],
    ['a vendor without its code', { GLS2_getVassGameType: vendors({ LOTT: [vendor(7, 'Seven')] }) }],
    ['no answer at all', {}],
  ])('asks no block and draws nothing for %s', async (_case, answers) => {
    const { fetched, left, drawn, settled } = await lott({
      '/system/status': status,
      ...answers,
      GCSGAME_gameList: page,
    });
    expect(fetched.map((request) => request.url.split('?')[0])).toEqual([
      '/wps/system/status',
      '/wps/relay/GLS2_getVassGameType',
    ]);
    // The block's entry stays without an address: the app's transport matches nothing with it.
    expect(left?.[2]?.url).toBe('');
    expect(drawn).toEqual({ head: { className: 'wl-sk-line', text: '', elements: 0 }, pictures: [] });
    expect(settled).toBe('settled');
  });

  it('writes no name when the vendor has none, and still draws its games', async () => {
    const { drawn } = await lott({
      '/system/status': status,
      GLS2_getVassGameType: vendors({ LOTT: [vendor('V1', null)] }),
      GCSGAME_gameList: page,
    });
    expect(drawn.head).toEqual({ className: 'wl-sk-line', text: '', elements: 0 });
    expect(drawn.pictures).toHaveLength(3);
  });
});

describe('the start script draws the first promotion’s picture into the static frame (decision 0094)', () => {
  const promotion = (id: number, imageUrl: string) => ({
    id,
    title: `Promotion ${id}`,
    summary: 'Text',
    category: 'ALL',
    imageUrl,
    startAt: 0,
    endAt: null,
    membersOnly: false,
  });
  const list = (...promotions: unknown[]) => ({ ok: true, body: { success: true, value: { promotions } } });
  const status = { ok: true, body: { success: true, value: { info: { imageCDNs: [] } } } };
  const frame = loadingPromotionsHtml('Promoções', 'Carregando');

  /** Visits /m/activity (or `path`), lets the answers settle, and reads the frame's cards. */
  async function cards(answer: { ok: boolean; body: unknown } | undefined, path = '/m/activity') {
    const answers = { '/system/status': status, ...(answer ? { MCSFE_getMerchantAvailablePromotions: answer } : {}) };
    const { dom, fetched, responses } = visitPage({ route: 'activity', path, answers, frame });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const drawn = [...dom.window.document.querySelectorAll(`#${staticFrameId} .wl-sk-promo-ph`)].map((box) => {
      const image = box.querySelector('img');
      return image && { src: image.getAttribute('src'), alt: image.alt, priority: image.getAttribute('fetchpriority') };
    });
    const settled = await Promise.race([
      (dom.window as unknown as { drawn: Promise<unknown> | null }).drawn?.then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    dom.window.close();
    return { drawn, fetched: fetched.map((request) => request.url.split('?')[0]), responses, settled };
  }

  it.each<[string, string]>([
    ['/media/art/rio/promo-1.png', '/media/art/rio/promo-1.png'],
    [' https://cdn.example.com/p/1.jpg ', 'https://cdn.example.com/p/1.jpg'],
  ])('%j: into the first card, at the address the app’s card takes, asked first', async (imageUrl, src) => {
    const { drawn, settled, responses } = await cards(list(promotion(1, imageUrl), promotion(2, '/media/b.png')));
    expect(drawn).toEqual([{ src, alt: '', priority: 'high' }, null]);
    expect(settled).toBe('settled');
    // The app's transport still takes the answers whole: the script read copies.
    expect(responses.map((response) => response.read)).toEqual(responses.map(() => false));
  });

  it.each<[string, { ok: boolean; body: unknown } | undefined]>([
    ['an empty list', list()],
    ['a picture address the app would not show', list(promotion(1, 'javascript:alert(1)'))],
    ['a picture address that is not text', list({ ...promotion(1, ''), imageUrl: 7 })],
    ['a failed answer', { ok: false, body: {} }],
    ['an answer without a list', { ok: true, body: { success: false } }],
    ['no answer at all', undefined],
  ])('draws nothing for %s', async (_case, answer) => {
    const { drawn } = await cards(answer);
    expect(drawn).toEqual([null, null]);
  });

  it.each(['/m/activity?id=3', '/m/activity?id=x'])(
    '%s: a promotion’s own page, so the list is not asked and nothing is drawn',
    async (path) => {
      const { drawn, fetched } = await cards(list(promotion(1, '/media/a.png')), path);
      expect(fetched).toEqual(['/wps/system/status']);
      expect(drawn).toEqual([null, null]);
    },
  );
});

describe('the start script draws the chosen help topic into the static frame (decision 0095)', () => {
  const topic = (id: number, title: string, content: string) => ({ id, title, content });
  const topics = (...list: unknown[]) => ({ ok: true, body: { success: true, value: list } });
  const status = { ok: true, body: { success: true, value: { info: { imageCDNs: [] } } } };
  const frame = loadingHelpHtml('Tópicos de ajuda', 'Carregando');
  /** The app's sanitiser stood for by one that marks what it was given: the topic's HTML and the heading level. */
  const marking = () =>
    Promise.resolve({
      sanitizeHtml: (html: string, level: number) => `<p title="${level}">clean ${html.replace(/<[^>]*>/g, '')}</p>`,
    });

  /** Visits /m/help (or `path`), lets the answers settle, and reads the frame. */
  async function help(
    answer: { ok: boolean; body: unknown } | undefined,
    { path = '/m/help', sanitizer = marking }: { path?: string; sanitizer?: () => Promise<unknown> } = {},
  ) {
    const answers = { '/system/status': status, ...(answer ? { '/system/helpCenter': answer } : {}) };
    const { dom, responses } = visitPage({ route: 'help', path, answers, frame, sanitizer });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { document } = dom.window;
    const box = document.querySelector(`#${staticFrameId} .wl-sk-help`);
    const links = [...document.querySelectorAll(`#${staticFrameId} .wl-sk-help nav a`)].map((link) => ({
      text: link.textContent,
      href: link.getAttribute('href'),
      current: link.getAttribute('aria-current'),
      elements: link.children.length,
    }));
    const drawn = {
      links,
      topic: document.querySelector(`#${staticFrameId} .wl-sk-help article`)?.getAttribute('aria-label') ?? null,
      body: document.querySelector(`#${staticFrameId} .wl-sk-hbody`)?.innerHTML ?? '',
      loading: [box?.getAttribute('role') ?? null, box?.getAttribute('aria-busy') ?? null],
    };
    const settled = await Promise.race([
      (dom.window as unknown as { drawn: Promise<unknown> | null }).drawn?.then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    dom.window.close();
    return { drawn, responses, settled };
  }

  const list = topics(
    topic(1, 'Deposits', '<p>How to deposit</p>'),
    topic(2, 'Withdrawals', '<h1>Withdraw</h1>'),
    topic(3, '<b>Bonus</b> & rules', '<p>Rules</p>'),
  );

  it('draws every title as a link to its topic and the first topic, cleaned by the app’s sanitiser at level 2', async () => {
    const { drawn, settled, responses } = await help(list);
    expect(drawn).toEqual({
      links: [
        { text: 'Deposits', href: '?i=0', current: 'true', elements: 0 },
        { text: 'Withdrawals', href: '?i=1', current: 'false', elements: 0 },
        // A title is text: its markup is shown as written, never made into elements.
        { text: '<b>Bonus</b> & rules', href: '?i=2', current: 'false', elements: 0 },
      ],
      topic: 'Deposits',
      body: '<p title="2">clean How to deposit</p>',
      loading: [null, null],
    });
    expect(settled).toBe('settled');
    // The app's transport still takes the answers whole: the script read copies.
    expect(responses.map((response) => response.read)).toEqual(responses.map(() => false));
  });

  it.each<[string, string, string]>([
    ['/m/help?i=1', 'Withdrawals', '<p title="2">clean Withdraw</p>'],
    ['/m/help?i=2', '<b>Bonus</b> & rules', '<p title="2">clean Rules</p>'],
    // Out of the list or not a number: the first topic, as the app's screen picks it.
    ['/m/help?i=3', 'Deposits', '<p title="2">clean How to deposit</p>'],
    ['/m/help?i=x', 'Deposits', '<p title="2">clean How to deposit</p>'],
  ])('%s: draws the topic the app shows (%s)', async (path, title, body) => {
    const { drawn } = await help(list, { path });
    expect([drawn.topic, drawn.body]).toEqual([title, body]);
    expect(drawn.links.filter((link) => link.current === 'true').map((link) => link.text)).toEqual([title]);
  });

  const untouched = {
    links: [],
    topic: null,
    body: '<span class="wl-sk-line"></span>'.repeat(3),
    loading: ['status', 'true'],
  };

  it.each<[string, { ok: boolean; body: unknown } | undefined, (() => Promise<unknown>) | undefined]>([
    ['an empty list', topics(), undefined],
    ['a topic without its text', topics(topic(1, 'Deposits', '<p>x</p>'), { id: 2, title: 'No text' }), undefined],
    ['a topic whose title is not text', topics({ id: 1, title: 7, content: '<p>x</p>' }), undefined],
    ['a failed answer', { ok: false, body: {} }, undefined],
    ['an answer without a list', { ok: true, body: { success: false } }, undefined],
    ['no answer at all', undefined, undefined],
    ['a sanitiser whose file fails', list, () => Promise.reject(new TypeError('offline in the test'))],
    ['a module without the sanitiser', list, () => Promise.resolve({})],
  ])('draws nothing for %s: the frame stays loading', async (_case, answer, sanitizer) => {
    const { drawn, settled } = await help(answer, sanitizer ? { sanitizer } : {});
    expect(drawn).toEqual(untouched);
    expect(settled).toBe('settled');
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

  it.each([
    ['gameList', 'hot', /hotGames/],
    ['hot', 'hot', /hotGames/],
    ['live', 'page', /GCSGAME_gameList\?.*gameType=LIVE/],
    ['rng', 'page', /GCSGAME_gameList\?.*gameType=RNG/],
  ])('%s: names the list whose first pictures it draws (%s)', (id, from, url) => {
    const calls = firstCallsOf(entryRoutes, brand);
    const pictures = calls.pictures[id];
    expect(pictures).toMatchObject({ count: 3, from });
    expect(calls.requests[calls.routes[id]?.[pictures?.list ?? -1] ?? -1]?.url).toMatch(url);
  });

  it('draws pictures on the game list, the hot page, the category pages of games and the lottery’s blocks only', () => {
    expect(Object.keys(firstCallsOf(entryRoutes, brand).pictures).sort()).toEqual(
      ['elott', 'fish', 'gameList', 'hot', 'live', 'lott', 'pvp', 'rng'].sort(),
    );
  });

  it('asks a first vendor block’s games on the lottery page only, after its vendors (decision 0096)', () => {
    const calls = firstCallsOf(entryRoutes, brand);
    expect(calls.firstBlock).toEqual({ lott: { vendors: 1, games: 2, categories: ['LOTT'] } });
    const asked = calls.routes.lott?.map((i) => calls.requests[i]?.url) ?? [];
    expect(asked[1]).toMatch(/^\/wps\/relay\/GLS2_getVassGameType\?/);
    expect(asked[2]).toMatch(new RegExp(`^/wps/relay/GCSGAME_gameList\\?.*gameType=LOTT&vassalage=${vendorMark}`));
    expect(calls.pictures.lott).toEqual({ list: 2, count: 3, from: 'page' });
  });

  it.each([languageMark, vendorMark])('refuses a merchant code that holds the mark %s', (mark) => {
    expect(() => firstCallsOf(entryRoutes, { ...brand, merchantCode: `A${mark}` })).toThrow(/may not contain/);
  });
});
