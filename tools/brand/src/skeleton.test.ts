import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { assembleBrand } from './assemble';
import { earlyInstallOffer, staticFrameId } from '@wl/brand/schema';
import { announcedPerTask, picturesWaitMs } from './skeleton';
import { entryPageFileOf, entryRouteOf, entryRoutes } from './entry-routes';
import { fixtureShellDir, tempWorkspace, workspaceRoot } from './test-support';

/**
 * What the assembled page paints on each entry route before any module runs: the page is loaded at the route's
 * address, its inline scripts run (the module scripts do not), and the visible parts are read with the page's
 * own style sheet.
 */
let root: string;
const iconCacheDir = mkdtempSync(join(tmpdir(), 'wl-icon-cache-'));
const pages: Record<string, string> = {};
const bundle = (brand: string, file: string) => readFileSync(join(root, 'dist/brands', brand, file), 'utf8');

beforeAll(async () => {
  root = tempWorkspace({ rio: join(workspaceRoot, 'brands/rio'), luzon: join(workspaceRoot, 'brands/luzon') });
  for (const id of ['rio', 'luzon']) {
    const result = await assembleBrand({
      brandDir: join(root, 'brands', id),
      shellDir: fixtureShellDir,
      outDir: join(root, 'dist/brands', id),
      displayRoot: root,
      iconCacheDir,
    });
    expect(result).toMatchObject({ ok: true });
    pages[id] = readFileSync(join(root, 'dist/brands', id, 'index.html'), 'utf8');
  }
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(iconCacheDir, { recursive: true, force: true });
});

/** The page at a path: index.html with its scripts run (the worker's answer), or the path's own page with none run. */
function open(brand: string, path: string, scripts: 'run' | 'off' = 'run') {
  const html = scripts === 'run' ? (pages[brand] ?? '') : bundle(brand, entryPageFileOf(path));
  const dom = new JSDOM(html, {
    url: `http://${brand}.localhost${path}`,
    ...(scripts === 'run' ? { runScripts: 'dangerously' as const } : {}),
  });
  const { document } = dom.window;
  const shown = (element: Element | null): boolean => {
    for (let e = element; e; e = e.parentElement) if (dom.window.getComputedStyle(e).display === 'none') return false;
    return element !== null;
  };
  const visible = (selector: string) => [...document.querySelectorAll(selector)].filter(shown);
  return { document, visible, text: (selector: string) => visible(selector).map((e) => e.textContent?.trim() ?? '') };
}

/**
 * index.html at a path with its inline scripts run, frames run by hand (`frame()`) and, in a browser that reports
 * its paints (`PerformanceObserver` of `paint` entries), paints reported by hand (`report(names)`). Only the first
 * frame is ever run: the entry module, started a frame later, is never imported.
 */
function startPage(
  brand: string,
  path: string,
  {
    reportsPaints = false,
    answers,
    messages,
  }: { reportsPaints?: boolean; answers?: Record<string, unknown>; messages?: (() => void)[] } = {},
) {
  const frames: FrameRequestCallback[] = [];
  const decodes: (() => void)[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => object[] }) => void)[] = [];
  const dom = new JSDOM(pages[brand] ?? '', {
    url: `http://${brand}.localhost${path}`,
    runScripts: 'dangerously',
    beforeParse(window) {
      window.requestAnimationFrame = (run) => frames.push(run);
      if (messages) {
        const delivered = messages;
        // A message channel whose messages the test delivers, one task each.
        class Channel {
          port1: { onmessage: ((event: object) => void) | null } = { onmessage: null };
          port2 = { postMessage: () => delivered.push(() => this.port1.onmessage?.({})) };
        }
        Object.assign(window, { MessageChannel: Channel });
      }
      if (answers) {
        // The early calls answered by a part of their address; pictures decoded when the test says so.
        window.fetch = ((url: string) => {
          const body = Object.entries(answers).find(([part]) => url.includes(part))?.[1];
          if (body === undefined) return Promise.reject(new TypeError('offline in the test'));
          const response = { ok: true, json: async () => body, clone: () => response };
          return Promise.resolve(response);
        }) as never;
        window.HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => decodes.push(resolve));
      }
      if (!reportsPaints) return;
      // Called with `new` by the page: a plain function returning the observer.
      function observer(callback: (typeof observers)[number]) {
        observers.push(callback);
        return { observe: () => undefined, disconnect: () => undefined };
      }
      Object.assign(window, { PerformanceObserver: Object.assign(observer, { supportedEntryTypes: ['paint'] }) });
    },
  });
  const { window } = dom;
  return {
    /** The `modulepreload` links announced so far. */
    preloads: () =>
      [...window.document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
    frame: () => frames.shift()?.(0),
    /** The pictures the start script drew into the frame. */
    pictures: () => [...window.document.querySelectorAll('.wl-sk-ph img')].map((i) => i.getAttribute('src')),
    decodeAll: () => decodes.splice(0).forEach((decoded) => decoded()),
    report: (names: string[]) =>
      observers.forEach((seen) => seen({ getEntriesByName: (name) => (names.includes(name) ? [{}] : []) })),
    nextTask: () => new Promise<void>((resolve) => window.setTimeout(resolve, 0)),
    close: () => window.close(),
  };
}

/**
 * The links once the inline scripts ran (`before`), in the task after the first frame, where only the first calls
 * are asked (`calls`), in the task after it (`first`) and once its tasks ran (`after`).
 */
async function afterFirstFrame(brand: string, path: string) {
  const page = startPage(brand, path);
  const before = page.preloads();
  page.frame();
  await page.nextTask();
  const calls = page.preloads();
  await page.nextTask();
  const first = page.preloads();
  for (let i = 0; i < 20; i++) await page.nextTask();
  const after = page.preloads();
  page.close();
  return { before, calls, first, after };
}

type Expected = {
  route: string;
  header: 'home' | 'title' | 'none';
  title?: string;
  frame: 'home' | 'games' | 'help' | 'promotions' | 'account';
  tab?: string;
  /** The places of the strips above the tiles, top to bottom. */
  strips?: string[];
  /** The frame's list holds vendor cards instead of game tiles. */
  vendorCards?: boolean;
  files: string[];
};

/** Every path of the home: its header, its frame, its screens and the catalogue's first data. */
const homePaint: Expected = {
  route: 'home',
  header: 'home',
  frame: 'home',
  files: ['home-screen', 'home-lobby', 'catalogue-first-data', 'tiles'],
};

// Rio's default language is Portuguese: the texts are its pack's.
const table: [string, Expected][] = [
  ...['/', '/m', '/m/', '/m/home', '/m/index.html', '/m/games'].map((path): [string, Expected] => [path, homePaint]),
  [
    '/m/gameList',
    {
      route: 'gameList',
      header: 'title',
      title: 'Jogos',
      frame: 'games',
      strips: ['categoryMenu'],
      files: ['game-list-screen', 'catalogue-first-data', 'tiles'],
    },
  ],
  [
    '/m/gameList?gameType=RNG',
    {
      route: 'gameList',
      header: 'title',
      title: 'Jogos',
      frame: 'games',
      strips: ['categoryMenu'],
      files: ['game-list-screen', 'catalogue-first-data', 'tiles'],
    },
  ],
  [
    '/m/live',
    {
      route: 'live',
      header: 'title',
      title: 'Cassino ao vivo',
      frame: 'games',
      strips: ['vendorMenu', 'searchMenu'],
      files: ['category-screen', 'catalogue-first-data', 'tiles'],
    },
  ],
  [
    '/m/rng',
    {
      route: 'rng',
      header: 'title',
      title: 'Caça-níqueis',
      frame: 'games',
      strips: ['vendorMenu', 'searchMenu'],
      files: ['category-screen', 'catalogue-first-data', 'tiles'],
    },
  ],
  [
    '/m/sports',
    {
      route: 'sports',
      header: 'title',
      title: 'Esportes',
      frame: 'games',
      vendorCards: true,
      files: ['category-screen', 'catalogue-first-data', 'tiles'],
    },
  ],
  [
    '/m/lott',
    {
      route: 'lott',
      header: 'title',
      title: 'Loteria',
      frame: 'games',
      strips: ['blockHead'],
      files: ['category-screen', 'catalogue-first-data', 'tiles'],
    },
  ],
  [
    '/m/hot',
    {
      route: 'hot',
      header: 'title',
      title: 'Jogos em alta',
      frame: 'games',
      files: ['category-screen', 'catalogue-first-data', 'tiles'],
    },
  ],
  [
    '/m/login',
    {
      route: 'login',
      header: 'none',
      frame: 'account',
      tab: 'Entrar',
      files: ['login-register-screen', 'login-with-banners', 'catalogue-first-data', 'forms', 'tiles'],
    },
  ],
  [
    '/m/register',
    {
      route: 'register',
      header: 'none',
      frame: 'account',
      tab: 'Cadastrar',
      files: ['login-register-screen', 'login-with-banners', 'register-form', 'catalogue-first-data', 'forms', 'tiles'],
    },
  ],
  [
    '/m/register.html',
    {
      route: 'register',
      header: 'none',
      frame: 'account',
      tab: 'Cadastrar',
      files: ['login-register-screen', 'login-with-banners', 'register-form', 'catalogue-first-data', 'forms', 'tiles'],
    },
  ],
  [
    '/m/activity',
    {
      route: 'activity',
      header: 'title',
      title: 'Promoções',
      frame: 'promotions',
      files: ['promotions-screen', 'content-first-data', 'content'],
    },
  ],
  [
    '/m/help',
    {
      route: 'help',
      header: 'title',
      title: 'Central de ajuda',
      frame: 'help',
      files: ['help-screen', 'sanitize', 'content-first-data', 'content'],
    },
  ],
];

describe('the static first paint of every entry route (rio, Portuguese)', () => {
  it('covers every path of the table of entry routes', () => {
    const tested = new Set(table.map(([path]) => entryRouteOf(path)?.id));
    expect(entryRoutes.filter((route) => !tested.has(route.id) && route.frame !== 'games').map((r) => r.id)).toEqual(
      [],
    );
  });

  it.each(
    table.flatMap(
      ([path, expected]) =>
        [
          [path, 'run', expected],
          [path, 'off', expected],
        ] as const,
    ),
  )('%s (scripts %s) paints its own header and frame', (path, scripts, expected) => {
    const page = open('rio', path, scripts);
    expect(page.document.documentElement.getAttribute('data-wl-route')).toBe(expected.route);
    expect(page.visible('header.wl-sk-home')).toHaveLength(expected.header === 'home' ? 1 : 0);
    expect(page.visible('header.wl-sk-bar')).toHaveLength(expected.header === 'title' ? 1 : 0);
    if (expected.title) expect(page.text('.wl-sk-title span')).toEqual([expected.title]);
    const frames = page.visible('.wl-sk-frame');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.className).toContain(`wl-sk-f-${expected.frame}`);
    if (expected.frame === 'games') {
      expect(page.visible('.wl-sk-ph')).toHaveLength(expected.vendorCards ? 0 : 9);
      expect(page.visible('.wl-sk-card')).toHaveLength(expected.vendorCards ? 6 : 0);
    }
    const strips = page.visible('.wl-sk-strip').map((strip) => strip.className.replace(/.*wl-sk-s-/, ''));
    expect(strips).toEqual(expected.strips ?? []);
    if (expected.frame === 'home' || expected.frame === 'account')
      expect(page.visible('.wl-sk-banner img')).toHaveLength(1);
    else expect(page.visible('.wl-sk-banner')).toHaveLength(0);
    if (expected.tab) expect(page.text('.wl-sk-tab[aria-current=page]')).toEqual([expected.tab]);
    // The promotions' list: its title over two cards' places, each a picture's box over its texts.
    expect(page.text('.wl-sk-stitle')).toEqual(expected.frame === 'promotions' ? [expected.title] : []);
    expect(page.visible('.wl-sk-promo-ph')).toHaveLength(expected.frame === 'promotions' ? 2 : 0);
    // The help centre: the topics' menu, named as the app names it, beside the topic's place, both loading.
    const helpMenus = page.visible('.wl-sk-help nav');
    expect(helpMenus.map((menu) => menu.getAttribute('aria-label'))).toEqual(
      expected.frame === 'help' ? ['Tópicos de ajuda'] : [],
    );
    expect(page.visible('.wl-sk-help .wl-sk-hitem')).toHaveLength(expected.frame === 'help' ? 3 : 0);
    expect(page.visible('.wl-sk-help article .wl-sk-line')).toHaveLength(expected.frame === 'help' ? 3 : 0);
  });

  it.each(['run', 'off'] as const)(
    'keeps the app out of sight and out of the page under the static frame, and shows it once the frame is gone (scripts %s)',
    (scripts) => {
      const page = open('rio', '/m/gameList', scripts);
      const frame = page.document.getElementById(staticFrameId);
      const root = page.document.getElementById('root');
      expect(frame?.querySelector('header.wl-sk-bar')).toBeTruthy();
      expect(frame?.nextElementSibling).toBe(root);
      const style = () => page.document.defaultView!.getComputedStyle(root!);
      expect([style().visibility, style().position, style().height, style().overflow]).toEqual([
        'hidden',
        'absolute',
        '0px',
        'hidden',
      ]);
      frame?.remove();
      expect([style().visibility, style().position, style().height]).toEqual(['visible', 'static', 'auto']);
    },
  );

  it.each(table)(
    '%s announces nothing before its first paint, then the entry, its chunks and those of its first screen',
    async (path, expected) => {
      const page = await afterFirstFrame('rio', path);
      expect(page.before).toEqual([]);
      expect(page.calls).toEqual([]);
      expect(page.first).toEqual(page.after.slice(0, announcedPerTask));
      expect(page.after).toEqual([
        '/m/assets/index-fixture.js',
        '/m/assets/vendor-fixture.js',
        ...expected.files.map((name) => `/m/assets/${name}-fixture.js`),
      ]);
    },
  );

  it('announces one link a task, each task asking the next through a message channel', async () => {
    const messages: (() => void)[] = [];
    const page = startPage('rio', '/m/home', { messages });
    page.frame();
    await page.nextTask();
    await page.nextTask();
    const counts = [page.preloads().length];
    while (messages.length > 0) {
      messages.shift()?.();
      counts.push(page.preloads().length);
    }
    const all = page.preloads();
    page.close();
    expect(all).toHaveLength(6);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('where the browser reports its paints, announces the chunks once the first contentful paint is reported', async () => {
    const page = startPage('rio', '/m/login', { reportsPaints: true });
    const count = () => page.preloads().length;
    page.frame();
    await page.nextTask();
    const afterFrame = count();
    page.report(['first-paint']);
    await page.nextTask();
    const afterFirstPaint = count();
    page.report(['first-paint', 'first-contentful-paint']);
    await page.nextTask();
    await page.nextTask();
    const afterContentfulPaint = count();
    page.close();
    expect([afterFrame, afterFirstPaint]).toEqual([0, 0]);
    expect(afterContentfulPaint).toBeGreaterThan(0);
  });

  describe('on the game list, announces the scripts once the pictures it draws into the frame are painted', () => {
    const answers = {
      '/system/status': { success: true, value: { info: { imageCDNs: ['/cdn'] } } },
      hotGames: { success: true, value: [1, 2, 3, 4].map((i) => ({ gameName: `G${i}`, iconUrl: `/g${i}.png` })) },
    };
    /** Lets the answers and the tasks after them run. */
    const settle = async (page: ReturnType<typeof startPage>) => {
      for (let i = 0; i < 10; i++) await page.nextTask();
    };

    it('not before: the pictures are drawn, decoded and shown a frame later, then the chunks come', async () => {
      const page = startPage('rio', '/m/gameList', { answers });
      page.frame();
      await settle(page);
      const drawn = page.pictures();
      const whileDecoding = page.preloads();
      page.decodeAll();
      await settle(page);
      const decodedNotShown = page.preloads();
      page.frame();
      await settle(page);
      const shown = page.preloads();
      page.close();
      expect(drawn).toEqual(['/cdn/g1.png', '/cdn/g2.png', '/cdn/g3.png']);
      expect([whileDecoding, decodedNotShown]).toEqual([[], []]);
      expect(shown.length).toBeGreaterThan(0);
    });

    it(`not later than ${picturesWaitMs} ms after the first paint when the pictures are slow`, async () => {
      const page = startPage('rio', '/m/gameList', { answers });
      page.frame();
      await settle(page);
      const before = page.preloads();
      await new Promise((resolve) => setTimeout(resolve, picturesWaitMs + 50));
      page.frame();
      await settle(page);
      const after = page.preloads();
      page.close();
      expect(before).toEqual([]);
      expect(after.length).toBeGreaterThan(0);
    });
  });

  it('keeps the browser install offer that comes before the app starts, for the app', () => {
    const page = open('rio', '/m/home');
    const window = page.document.defaultView as Window & typeof globalThis;
    const offer = new window.Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect((window as unknown as Record<string, unknown>)[earlyInstallOffer]).toBe(offer);
  });

  it('writes no page of its own for a path without an entry route', () => {
    expect(() => bundle('rio', entryPageFileOf('/m/task'))).toThrow(/ENOENT/);
  });

  it.each([
    ['/m/task', 'an unknown route of the site'],
    ['/m/Home', 'a wrong letter case'],
    ['/m/homes', 'a near miss'],
  ])('%s (%s) paints the home header alone', (path) => {
    const page = open('rio', path);
    expect(page.document.documentElement.hasAttribute('data-wl-route')).toBe(false);
    expect(page.visible('header.wl-sk-home')).toHaveLength(1);
    expect(page.visible('header.wl-sk-bar, .wl-sk-frame')).toEqual([]);
  });

  it('announces only the entry and its chunks on a path without an entry route', async () => {
    expect((await afterFirstFrame('rio', '/m/task')).after).toEqual([
      '/m/assets/index-fixture.js',
      '/m/assets/vendor-fixture.js',
    ]);
  });

  it.each([
    ['/m/gameList', 'Mga laro'],
    ['/m/activity', 'Mga promosyon'],
  ])('the header title of %s is in the brand default language (luzon: %s)', (path, title) => {
    expect(open('luzon', path).text('.wl-sk-title span')).toEqual([title]);
  });

  it('names every loading frame and back link in the default language', () => {
    for (const path of ['/m/gameList', '/m/help', '/m/login']) {
      const page = open('rio', path);
      for (const element of page.visible('[role=status]'))
        expect(element.getAttribute('aria-label')).toBe('Carregando…');
    }
    expect(open('rio', '/m/help').visible('a.wl-sk-back')[0]?.getAttribute('aria-label')).toBe('Voltar');
  });
});
