import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergePacks } from '@wl/i18n/packs';
import type { Pack } from '@wl/i18n/packs';
import { assembleBrand } from './assemble';
import { fixtureShellDir, fixturesDir, tempWorkspace, workspaceRoot } from './test-support';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function assemble(id: string, basePack?: (code: string) => Pack) {
  return assembleBrand({
    brandDir: join(root, 'brands', id),
    shellDir: fixtureShellDir,
    outDir: join(root, 'dist/brands', id),
    displayRoot: root,
    basePack,
  });
}
const out = (id: string, file: string) => readFileSync(join(root, 'dist/brands', id, file), 'utf8');

describe('assembleBrand on the fixture shell build', () => {
  beforeEach(() => {
    root = tempWorkspace({ rio: join(workspaceRoot, 'brands/rio'), luzon: join(workspaceRoot, 'brands/luzon') });
  });

  it('fills every placeholder of index.html', () => {
    expect(assemble('rio')).toMatchObject({ ok: true });
    const html = out('rio', 'index.html');
    expect(html).not.toMatch(/__WL_|<!--wl:/);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Rio Jogos</title>');
    expect(html).toContain('<script type="module" crossorigin src="/m/assets/index-fixture.js"></script>');
  });

  it.each([
    ['--wl-color-primary', '#007a2e'],
    ['--wl-color-header', '#002776'],
    ['--wl-color-on-header', '#ffdf00'],
    ['--wl-color-bg', '#fffdf5'],
    ['--wl-radius', '20px'],
  ])('inlines the theme variable %s: %s', (name, value) => {
    assemble('rio');
    expect(out('rio', 'index.html')).toContain(`${name}:${value}`);
  });

  it.each([
    ['theme colour', '<meta name="theme-color" content="#002776" />'],
    ['favicon', '<link rel="icon" href="/m/brand/favicon.svg" type="image/svg+xml" />'],
    ['apple touch icon', '<link rel="apple-touch-icon" href="/m/brand/app-icon.svg" />'],
    ['manifest link', '<link rel="manifest" href="/m/manifest.webmanifest" />'],
    ['sized logo in the header skeleton', '<img src="/m/brand/logo.svg" alt="Rio Jogos" width="128" height="32"'],
    ['login link in the default language', '<a class="wl-sk-btn" href="/m/login">Entrar</a>'],
    ['register link in the default language', 'href="/m/register">Cadastrar</a>'],
  ])('writes the %s', (_what, fragment) => {
    assemble('rio');
    expect(out('rio', 'index.html')).toContain(fragment);
  });

  it('inlines the validated brand and the default language pack as #wl-brand, with < escaped', () => {
    const brandFile = join(root, 'brands/rio/brand.json');
    const brand = JSON.parse(readFileSync(brandFile, 'utf8'));
    writeFileSync(brandFile, JSON.stringify({ ...brand, copyright: '</script><b>Rio</b>' }));
    assemble('rio');
    const html = out('rio', 'index.html');
    const json = /<script id="wl-brand" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    const data = JSON.parse(json);
    expect(data.brand.copyright).toBe('</script><b>Rio</b>');
    expect(data.pack.home.welcome).toBe('Bem-vindo ao Rio Jogos');
  });

  it('writes the web manifest', () => {
    assemble('luzon');
    expect(JSON.parse(out('luzon', 'manifest.webmanifest'))).toEqual({
      id: '/m/',
      name: 'Luzon Play',
      short_name: 'Luzon',
      lang: 'fil',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      background_color: '#0f1419',
      theme_color: '#141b22',
      icons: [{ src: '/m/brand/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  });

  it('copies the shell build (not its .vite metadata), brand.json and the brand assets under brand/', () => {
    assemble('rio');
    const dir = join(root, 'dist/brands/rio');
    expect(existsSync(join(dir, 'assets/index-fixture.js'))).toBe(true);
    expect(existsSync(join(dir, '.vite'))).toBe(false);
    expect(existsSync(join(dir, 'brand/logo.svg'))).toBe(true);
    expect(JSON.parse(out('rio', 'brand.json')).merchantCode).toBe('RIO01');
  });

  it('writes one merged pack per offered language and no other', () => {
    assemble('luzon');
    expect(existsSync(join(root, 'dist/brands/luzon/locales/TY.json'))).toBe(true);
    expect(existsSync(join(root, 'dist/brands/luzon/locales/EN.json'))).toBe(true);
    expect(existsSync(join(root, 'dist/brands/luzon/locales/PT.json'))).toBe(false);
  });

  it('merges packs: language base < English fallback < brand override', () => {
    const base: Record<string, Pack> = {
      EN: { common: { login: 'Login', help: 'Help' }, home: { welcome: 'Welcome', tagline: 'Games' } },
      TY: { common: { login: 'Mag-login' }, home: { welcome: 'Maligayang pagdating' } },
    };
    // The base source applies the English fallback the way @wl/i18n's composeBasePack does.
    assemble('luzon', (code) => mergePacks(base.EN, base[code]));
    const ty = JSON.parse(out('luzon', 'locales/TY.json'));
    expect(ty.common).toEqual({ login: 'Mag-login', help: 'Help' });
    expect(ty.home.welcome).toBe('Mabuhay! Ito ang Luzon Play');
    expect(ty.home.tagline).toBe('Laro sa gabi, panalo sa umaga. 24/7 na serbisyo.');
    const en = JSON.parse(out('luzon', 'locales/EN.json'));
    expect(en.home.welcome).toBe('Mabuhay! This is Luzon Play');
    expect(en.common.login).toBe('Login');
  });

  it('replaces an earlier bundle as a whole', () => {
    assemble('rio');
    writeFileSync(join(root, 'dist/brands/rio/stale.txt'), 'old');
    assemble('rio');
    expect(existsSync(join(root, 'dist/brands/rio/stale.txt'))).toBe(false);
  });
});

describe('assembleBrand refuses to build', () => {
  it('the broken brand, listing every problem and writing nothing', () => {
    root = tempWorkspace({ 'broken-brand': join(fixturesDir, 'broken-brand') });
    const result = assemble('broken-brand');
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

  it('without a shell build', () => {
    root = tempWorkspace({ rio: join(workspaceRoot, 'brands/rio') });
    const result = assembleBrand({ brandDir: join(root, 'brands/rio'), shellDir: join(root, 'dist/apps/shell'), outDir: join(root, 'dist/brands/rio'), displayRoot: root });
    expect(result).toEqual({ ok: false, problems: ['dist/apps/shell/index.html: not found; build the shell first (npx nx build shell)'] });
  });
});
