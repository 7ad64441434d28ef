import type { EntryRoute } from './entry-routes';
import { firstPaintFiles } from './first-paint-files';
import type { ViteManifest } from './first-paint-files';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/start.tsx'] },
  'src/start.tsx': { file: 'assets/start.js', imports: ['_app.js', '_vendor.js'] },
  '_app.js': { file: 'assets/app.js' },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js', '_deep.js'] },
  '_deep.js': { file: 'assets/deep.js' },
  'src/screens/a.tsx': { file: 'assets/a.js', imports: ['_shared.js', 'index.html'] },
  '../../libs/x/src/b.tsx': { file: 'assets/b.js', imports: ['_shared.js', '_app.js'] },
  '../../libs/games/src/catalogue/first-data.ts': { file: 'assets/catalogue-data.js', imports: ['_deep.js'] },
  '../../libs/content/src/first-data.ts': { file: 'assets/content-data.js', imports: ['_app.js'] },
};
const route = (id: string, screens: string[]): EntryRoute => ({
  id,
  paths: [`/m/${id}`],
  frame: 'help',
  titleKey: 'titles.home',
  screens,
});

/** The entry's chunks, its start stage and the chunk that imports: announced on every route. */
const startFiles = ['/m/assets/vendor.js', '/m/assets/start.js', '/m/assets/app.js'];

describe('firstPaintFiles: the chunks a route needs beyond the entry', () => {
  it.each([
    [
      'a shell screen and its imports, deep ones too',
      ['apps/shell/src/screens/a.tsx'],
      ['/m/assets/a.js', '/m/assets/shared.js', '/m/assets/deep.js'],
    ],
    [
      'a library screen (manifest keys are relative to the shell), without the start stage’s chunks',
      ['libs/x/src/b.tsx'],
      ['/m/assets/b.js', '/m/assets/shared.js', '/m/assets/deep.js'],
    ],
    [
      'two screens sharing chunks, each file once',
      ['apps/shell/src/screens/a.tsx', 'libs/x/src/b.tsx'],
      ['/m/assets/a.js', '/m/assets/b.js', '/m/assets/shared.js', '/m/assets/deep.js'],
    ],
    ['no screen', [], []],
  ])('%s', (_what, screens, files) => {
    expect(firstPaintFiles(manifest, [route('r', screens)])).toMatchObject({
      ok: true,
      files: { r: files },
      startFiles,
    });
  });

  const screen = ['/m/assets/a.js'];
  const screenImports = ['/m/assets/shared.js', '/m/assets/deep.js'];
  it.each<[string, Partial<EntryRoute>, string[]]>([
    [
      'the catalogue’s, with first catalogue calls',
      { firstScreen: 'home' },
      [...screen, '/m/assets/catalogue-data.js', ...screenImports],
    ],
    // Its import is the start's: announced with the start files.
    [
      'the content’s, with first content calls',
      { firstContent: 'help' },
      [...screen, '/m/assets/content-data.js', ...screenImports],
    ],
    ['none, without first calls', {}, [...screen, ...screenImports]],
  ])('announces the first data’s module of the route’s calls: %s', (_what, calls, files) => {
    expect(firstPaintFiles(manifest, [{ ...route('r', ['apps/shell/src/screens/a.tsx']), ...calls }])).toMatchObject({
      ok: true,
      files: { r: files },
    });
  });

  it('gives each screen module’s own chunk by its source', () => {
    const files = firstPaintFiles(manifest, [
      route('r', ['apps/shell/src/screens/a.tsx']),
      route('s', ['libs/x/src/b.tsx']),
    ]);
    expect(files).toMatchObject({
      screenFiles: { 'apps/shell/src/screens/a.tsx': '/m/assets/a.js', 'libs/x/src/b.tsx': '/m/assets/b.js' },
    });
  });

  it('names a screen module the build does not have', () => {
    expect(firstPaintFiles(manifest, [route('r', ['libs/x/src/gone.tsx'])])).toEqual({
      ok: false,
      problems: ["route r: libs/x/src/gone.tsx is not in the shell's build manifest"],
    });
  });

  it('names a manifest without exactly one entry', () => {
    const noEntry = { 'a.js': { file: 'assets/a.js' } };
    expect(firstPaintFiles(noEntry, [route('r', [])])).toEqual({
      ok: false,
      problems: ['expected one entry chunk in the build manifest, found 0'],
    });
  });
});
