import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergePacks } from '@wl/i18n/packs';
import type { Pack } from '@wl/i18n/packs';
import { PNG } from 'pngjs';
import { assembleBrand } from './assemble';
import { entryPageFileOf, entryRoutes } from './entry-routes';
import { pngSize } from './image-size';
import { fixtureShellDir, fixturesDir, tempWorkspace, workspaceRoot } from './test-support';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));
// Icons are drawn once per distinct app icon for the whole file (the cache is keyed by content).
const iconCacheDir = mkdtempSync(join(tmpdir(), 'wl-icon-cache-'));
afterAll(() => rmSync(iconCacheDir, { recursive: true, force: true }));

function assemble(id: string, basePack?: (code: string) => Pack) {
  return assembleBrand({
    brandDir: join(root, 'brands', id),
    shellDir: fixtureShellDir,
    outDir: join(root, 'dist/brands', id),
    displayRoot: root,
    basePack,
    iconCacheDir,
  });
}
const out = (id: string, file: string) => readFileSync(join(root, 'dist/brands', id, file), 'utf8');

describe('assembleBrand on the fixture shell build', () => {
  beforeEach(() => {
    root = tempWorkspace({ rio: join(workspaceRoot, 'brands/rio'), luzon: join(workspaceRoot, 'brands/luzon') });
  });

  it('fills every placeholder of index.html', async () => {
    expect(await assemble('rio')).toMatchObject({ ok: true });
    const html = out('rio', 'index.html');
    expect(html).not.toMatch(/__WL_|<!--wl:/);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Rio Jogos</title>');
    // The entry module and its chunks are announced by the start script after the static frame has painted,
    // and the entry is started after it: no module script and no modulepreload tag in the page itself.
    expect(html).toContain('var files=["/m/assets/index-fixture.js","/m/assets/vendor-fixture.js"]');
    expect(html).toContain('import("/m/assets/index-fixture.js")');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
  });

  it("writes each entry path's page, named for its route; only a route without a banner differs otherwise: it does not preload it", async () => {
    await assemble('rio');
    const index = out('rio', 'index.html');
    const bannerPreload = /<link rel="preload" as="image" href="\/m\/brand\/[^"]+" fetchpriority="high" \/>/;
    expect(index).toMatch(bannerPreload);
    const banners: Record<string, boolean> = {};
    for (const route of entryRoutes)
      for (const path of route.paths) {
        const page = out('rio', entryPageFileOf(path));
        banners[route.id] = bannerPreload.test(page);
        expect([path, page.replace(bannerPreload, '')]).toEqual([
          path,
          index.replace(bannerPreload, '').replace('<html ', `<html data-wl-route="${route.id}" `),
        ]);
      }
    expect(banners).toMatchObject({
      home: true,
      login: true,
      register: true,
      gameList: false,
      live: false,
      help: false,
    });
  });

  it.each([
    ['--wl-color-primary', '#007a2e'],
    ['--wl-color-header', '#002776'],
    ['--wl-color-on-header', '#ffdf00'],
    ['--wl-color-bg', '#fffdf5'],
    ['--wl-radius', '20px'],
  ])('inlines the theme variable %s: %s', async (name, value) => {
    await assemble('rio');
    expect(out('rio', 'index.html')).toContain(`${name}:${value}`);
  });

  it.each([
    ['theme colour', '<meta name="theme-color" content="#002776" />'],
    ['favicon', '<link rel="icon" href="/m/brand/favicon.svg" type="image/svg+xml" />'],
    ['apple touch icon', '<link rel="apple-touch-icon" sizes="180x180" href="/m/icons/apple-touch-icon.png" />'],
    ['home-screen clip title', '<meta name="apple-mobile-web-app-title" content="Rio Jogos" />'],
    ['home-screen clip mode', '<meta name="apple-mobile-web-app-capable" content="yes" />'],
    ['manifest link', '<link rel="manifest" href="/m/manifest.webmanifest" />'],
    ['sized logo in the header skeleton', '<img src="/m/brand/logo.svg" alt="Rio Jogos" width="128" height="32"'],
    ['login link in the default language', '<a class="wl-sk-btn" href="/m/login">Entrar</a>'],
    ['register link in the default language', 'href="/m/register">Cadastrar</a>'],
    [
      'default top banner of the home frame',
      '<div class="wl-sk-banner"><img src="/m/brand/banner.svg" alt="" width="750" height="300"',
    ],
    [
      'banner caption in the default language over the word-free picture',
      'fetchpriority="high" /><p>Mais de 600 jogos, uma só conta</p></div>',
    ],
    [
      'default banner preloaded before the scripts',
      '<link rel="preload" as="image" href="/m/brand/banner.svg" fetchpriority="high" />',
    ],
    ['route marker in the head', "document.documentElement.setAttribute('data-wl-route',r)"],
  ])('writes the %s', async (_what, fragment) => {
    await assemble('rio');
    expect(out('rio', 'index.html')).toContain(fragment);
  });

  it('inlines the validated brand and the default language pack as #wl-brand, with < escaped', async () => {
    const brandFile = join(root, 'brands/rio/brand.json');
    const brand = JSON.parse(readFileSync(brandFile, 'utf8'));
    writeFileSync(brandFile, JSON.stringify({ ...brand, copyright: '</script><b>Rio</b>' }));
    await assemble('rio');
    const html = out('rio', 'index.html');
    const json = /<script id="wl-brand" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    const data = JSON.parse(json);
    expect(data.brand.copyright).toBe('</script><b>Rio</b>');
    expect(data.pack.home.welcome).toBe('Bem-vindo ao Rio Jogos');
  });

  it('writes the web manifest', async () => {
    await assemble('luzon');
    expect(JSON.parse(out('luzon', 'manifest.webmanifest'))).toEqual({
      id: '/m/',
      name: 'Luzon Play',
      short_name: 'Luzon',
      description: 'Laro sa gabi, panalo sa umaga. 24/7 na serbisyo.',
      lang: 'fil',
      dir: 'ltr',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      background_color: '#0f1419',
      theme_color: '#141b22',
      categories: ['games', 'entertainment'],
      prefer_related_applications: false,
      icons: [
        { src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/m/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/m/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/m/brand/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    });
  });

  it.each([
    ['icons/icon-192.png', 192],
    ['icons/icon-512.png', 512],
    ['icons/maskable-512.png', 512],
    ['icons/apple-touch-icon.png', 180],
  ])('draws the home-screen icon %s at %i px from the app icon', async (file, size) => {
    await assemble('rio');
    const png = readFileSync(join(root, 'dist/brands/rio', file));
    expect(pngSize(png)).toEqual({ width: size, height: size });
    const pixels = PNG.sync.read(png);
    // A quarter down the middle is the app icon's circle above the letter (rio: #ffdf00): the artwork was drawn.
    const at = (Math.floor(size / 4) * size + Math.floor(size / 2)) * 4;
    expect([...pixels.data.subarray(at, at + 3)]).toEqual([0xff, 0xdf, 0x00]);
  });

  it('draws maskable and Apple icons on the header colour, the maskable one inside the safe zone', async () => {
    const brandFile = join(root, 'brands/rio/brand.json');
    const brand = JSON.parse(readFileSync(brandFile, 'utf8'));
    writeFileSync(
      brandFile,
      JSON.stringify({ ...brand, theme: { ...brand.theme, colors: { ...brand.theme.colors, header: '#3a0050' } } }),
    );
    await assemble('rio');
    const corner = (file: string) => [
      ...PNG.sync.read(readFileSync(join(root, 'dist/brands/rio', file))).data.subarray(0, 4),
    ];
    expect(corner('icons/maskable-512.png')).toEqual([0x3a, 0x00, 0x50, 255]);
    expect(corner('icons/icon-512.png')).toEqual([0x00, 0x27, 0x76, 255]);
  });

  it('keeps drawn icons in the icon cache by content and reuses them', async () => {
    const cacheDir = join(root, 'icon-cache');
    const options = {
      brandDir: join(root, 'brands/rio'),
      shellDir: fixtureShellDir,
      outDir: join(root, 'dist/brands/rio'),
      displayRoot: root,
      iconCacheDir: cacheDir,
    };
    await assembleBrand(options);
    expect(readdirSync(cacheDir)).toHaveLength(4);
    for (const name of readdirSync(cacheDir)) writeFileSync(join(cacheDir, name), 'cached');
    await assembleBrand(options);
    expect(out('rio', 'icons/icon-192.png')).toBe('cached');
  });

  it('writes the service worker with the offline shell files to precache and their revisions', async () => {
    await assemble('luzon');
    const worker = out('luzon', 'sw.js');
    expect(worker).not.toContain('__WL_BRAND_PRECACHE');
    const list = JSON.parse(/self\.__BRAND = \[\.\.\.(\[.*\])\];/.exec(worker)?.[1] ?? '[]') as {
      url: string;
      revision: string;
    }[];
    // The page (brand data and default language inline), the manifest and the images the page names (the app icon
    // in the download bar's place).
    expect(list.map((e) => e.url)).toEqual([
      'brand/app-icon.svg',
      'brand/banner.svg',
      'brand/favicon.svg',
      'brand/logo.svg',
      'icons/apple-touch-icon.png',
      'index.html',
      'manifest.webmanifest',
    ]);
    const md5 = (file: string) =>
      createHash('md5')
        .update(readFileSync(join(root, 'dist/brands/luzon', file)))
        .digest('hex');
    for (const entry of list) expect(entry.revision).toBe(md5(entry.url));
  });

  it('a changed brand gives a changed worker, so open tabs learn of the new version', async () => {
    await assemble('rio');
    const before = out('rio', 'sw.js');
    const brandFile = join(root, 'brands/rio/brand.json');
    writeFileSync(
      brandFile,
      JSON.stringify({ ...JSON.parse(readFileSync(brandFile, 'utf8')), copyright: '© Rio Jogos 2' }),
    );
    await assemble('rio');
    expect(out('rio', 'sw.js')).not.toBe(before);
  });

  it('copies the shell build (not its .vite metadata), brand.json and the brand assets under brand/', async () => {
    await assemble('rio');
    const dir = join(root, 'dist/brands/rio');
    expect(existsSync(join(dir, 'assets/index-fixture.js'))).toBe(true);
    expect(existsSync(join(dir, '.vite'))).toBe(false);
    expect(existsSync(join(dir, 'brand/logo.svg'))).toBe(true);
    expect(JSON.parse(out('rio', 'brand.json')).merchantCode).toBe('RIO01');
  });

  it('writes one merged pack per offered language and no other', async () => {
    await assemble('luzon');
    expect(existsSync(join(root, 'dist/brands/luzon/locales/TY.json'))).toBe(true);
    expect(existsSync(join(root, 'dist/brands/luzon/locales/EN.json'))).toBe(true);
    expect(existsSync(join(root, 'dist/brands/luzon/locales/PT.json'))).toBe(false);
  });

  it('merges packs: language base < English fallback < brand override', async () => {
    const base: Record<string, Pack> = {
      EN: { common: { login: 'Login', help: 'Help' }, home: { welcome: 'Welcome', tagline: 'Games' } },
      TY: { common: { login: 'Mag-login' }, home: { welcome: 'Maligayang pagdating' } },
    };
    // The base source applies the English fallback the way @wl/i18n's composeBasePack does.
    await assemble('luzon', (code) => mergePacks(base.EN, base[code]));
    const ty = JSON.parse(out('luzon', 'locales/TY.json'));
    expect(ty.common).toEqual({ login: 'Mag-login', help: 'Help' });
    expect(ty.home.welcome).toBe('Mabuhay! Ito ang Luzon Play');
    expect(ty.home.tagline).toBe('Laro sa gabi, panalo sa umaga. 24/7 na serbisyo.');
    const en = JSON.parse(out('luzon', 'locales/EN.json'));
    expect(en.home.welcome).toBe('Mabuhay! This is Luzon Play');
    expect(en.common.login).toBe('Login');
  });

  it('replaces an earlier bundle as a whole', async () => {
    await assemble('rio');
    writeFileSync(join(root, 'dist/brands/rio/stale.txt'), 'old');
    await assemble('rio');
    expect(existsSync(join(root, 'dist/brands/rio/stale.txt'))).toBe(false);
  });
});

describe('assembleBrand refuses to build', () => {
  it('the broken brand, listing every problem and writing nothing', async () => {
    root = tempWorkspace({ 'broken-brand': join(fixturesDir, 'broken-brand') });
    const result = await assemble('broken-brand');
    expect(result).toEqual({
      ok: false,
      problems: [
        'brands/broken-brand/brand.json: theme.colors.primary: must be a colour like #1a2b3c',
        'brands/broken-brand/brand.json: flags.CBS3: required',
        'brands/broken-brand/brand.json: themeColour: unknown key (check the spelling; see docs/how-to-add-a-brand.md)',
        'brands/broken-brand/brand.json: languages.default: TY must be one of languages.offered (PT, EN)',
        'brands/broken-brand/brand.json: age.texts.EN.register: must mention the minimum age 18',
        'brands/broken-brand/brand.json: assets.defaultBanner: file assets/missing-banner.svg not found',
      ],
    });
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });

  it.each<[string, (dir: string) => void, string]>([
    [
      'a brand text given in one offered language only',
      (dir) =>
        writeFileSync(
          join(dir, 'locales/EN.json'),
          JSON.stringify({ home: { welcome: 'Welcome to Rio Jogos' }, promo: { strap: 'Spin today' } }),
        ),
      "brands/rio/locales/PT.json: PT: missing text promo.strap (the brand's EN text has no PT one)",
    ],
    [
      'an offered language without a banner caption',
      (dir) => {
        const brand = JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8'));
        delete brand.bannerCaptions.EN;
        writeFileSync(join(dir, 'brand.json'), JSON.stringify(brand));
      },
      'brands/rio/brand.json: bannerCaptions.EN: required: a banner caption for offered language EN',
    ],
  ])('%s, in one line naming the file, language and key', async (_case, change, line) => {
    root = tempWorkspace({ rio: join(workspaceRoot, 'brands/rio') });
    change(join(root, 'brands/rio'));
    expect(await assemble('rio')).toEqual({ ok: false, problems: [line] });
    expect(existsSync(join(root, 'dist/brands/rio'))).toBe(false);
  });

  it('an app icon with text (drawn without fonts)', async () => {
    root = tempWorkspace({ rio: join(workspaceRoot, 'brands/rio') });
    writeFileSync(
      join(root, 'brands/rio/assets/app-icon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><text x="8" y="40">R</text></svg>',
    );
    expect(await assemble('rio')).toEqual({
      ok: false,
      problems: [
        'brands/rio/assets/app-icon.svg: app icon has <text>; home-screen icons are drawn without fonts — convert the text to paths',
      ],
    });
  });

  it('without the shell service worker', async () => {
    root = tempWorkspace({ rio: join(workspaceRoot, 'brands/rio') });
    const shell = join(root, 'shell');
    cpSync(fixtureShellDir, shell, { recursive: true });
    rmSync(join(shell, 'sw.js'));
    const result = await assembleBrand({
      brandDir: join(root, 'brands/rio'),
      shellDir: shell,
      outDir: join(root, 'dist/brands/rio'),
      displayRoot: root,
    });
    expect(result).toEqual({
      ok: false,
      problems: ['shell/sw.js: not found; build the shell first (npx nx build shell)'],
    });
  });

  it('without a shell build', async () => {
    root = tempWorkspace({ rio: join(workspaceRoot, 'brands/rio') });
    const result = await assembleBrand({
      brandDir: join(root, 'brands/rio'),
      shellDir: join(root, 'dist/apps/shell'),
      outDir: join(root, 'dist/brands/rio'),
      displayRoot: root,
    });
    expect(result).toEqual({
      ok: false,
      problems: ['dist/apps/shell/index.html: not found; build the shell first (npx nx build shell)'],
    });
  });
});
