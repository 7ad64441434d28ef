// @ts-expect-error plain ESM script without type declarations
import { chunkSets, compileHintProblems, keptOut, keptOutProblems } from './js-budget.mjs';

describe('JS budget: which chunks count as initial', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/start.tsx'],
    },
    'src/start.tsx': {
      file: 'assets/start.js',
      isDynamicEntry: true,
      imports: ['_app.js'],
      dynamicImports: ['src/home.tsx'],
    },
    '_app.js': { file: 'assets/app.js' },
    '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'] },
    'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_form.js'] },
    '_form.js': { file: 'assets/form.js' },
    'src/style.css': { file: 'assets/style.css' },
  };

  it('counts the entry, its start stages (its dynamic imports) and their static imports, transitively, once', () => {
    expect(chunkSets(manifest).initial.sort()).toEqual([
      'assets/app.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/start.js',
      'assets/vendor.js',
    ]);
  });

  it('counts dynamic entries and the chunks only they import as lazy chunks (scripts only)', () => {
    expect(chunkSets(manifest).lazy.sort()).toEqual(['assets/form.js', 'assets/home.js', 'assets/login.js']);
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => chunkSets({ a: { file: 'a.js' } })).toThrow(/one entry/);
  });
});

describe('JS budget: large modules kept out of the entry screens that do not use them', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/start.tsx'] },
    'src/start.tsx': { file: 'assets/start.js', isDynamicEntry: true, dynamicImports: ['src/home.tsx'] },
    'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_tiles.js'] },
    'src/list.tsx': { file: 'assets/list.js', isDynamicEntry: true, imports: ['_tiles.js', '_grid.js'] },
    '_tiles.js': { file: 'assets/tiles.js' },
    '_grid.js': { file: 'assets/grid.js' },
  };
  const rules = [{ what: 'the grid', modules: [/^node_modules\/grid\//], screens: ['src/home.tsx'] }];
  const chunks = {
    'assets/index.js': ['apps/shell/src/main.tsx'],
    'assets/start.js': ['apps/shell/src/start.tsx'],
    'assets/home.js': ['apps/shell/src/home.tsx'],
    'assets/tiles.js': ['libs/games/src/tiles.tsx'],
    'assets/list.js': ['apps/shell/src/list.tsx'],
    'assets/grid.js': ['node_modules/grid/index.js'],
  };

  it('passes when neither the first render nor the screen loads such a module; another screen may', () => {
    expect(keptOutProblems(manifest, chunks, rules)).toEqual([]);
  });

  it('names the screen, the module and its chunk when a static import brings it in', () => {
    const tilesWithGrid = { ...chunks, 'assets/tiles.js': ['libs/games/src/tiles.tsx', 'node_modules/grid/core.js'] };
    expect(keptOutProblems(manifest, tilesWithGrid, rules)).toEqual([
      'src/home.tsx: node_modules/grid/core.js (assets/tiles.js)',
    ]);
  });

  it('finds such a module in the first render too', () => {
    const entryWithGrid = { ...chunks, 'assets/start.js': ['apps/shell/src/start.tsx', 'node_modules/grid/index.js'] };
    expect(keptOutProblems(manifest, entryWithGrid, rules)).toEqual([
      'src/home.tsx: node_modules/grid/index.js (assets/start.js)',
    ]);
  });

  it('checks every pattern of a rule', () => {
    const twoPatterns = [{ ...rules[0], modules: [/^node_modules\/grid\//, /^libs\/games\/src\/tiles\.tsx$/] }];
    expect(keptOutProblems(manifest, chunks, twoPatterns)).toEqual([
      'src/home.tsx: libs/games/src/tiles.tsx (assets/tiles.js)',
    ]);
  });

  it('reports a screen the manifest does not hold (renamed or moved)', () => {
    expect(keptOutProblems(manifest, chunks, [{ ...rules[0], screens: ['src/gone.tsx'] }])).toEqual([
      'src/gone.tsx: not in the build manifest',
    ]);
  });

  it('names screens of the shell build as its manifest does', () => {
    for (const rule of keptOut) {
      for (const screen of rule.screens) expect(screen).toMatch(/^(src\/|\.\.\/\.\.\/libs\/)[\w/-]+\.tsx$/);
    }
  });
});

describe("JS budget: the first render's larger files open with V8's compile hint", () => {
  const hint = '//# allFunctionsCalledOnLoad';
  const large = 'x'.repeat(10 * 1024);
  const files: Record<string, string> = {
    'assets/vendor.js': `${hint}\n${large}`,
    'assets/start.js': large,
    'assets/runtime.js': 'small',
  };
  const read = (file: string) => files[file] ?? '';

  it('names a large file without the hint and passes a small one', () => {
    expect(compileHintProblems(Object.keys(files), read)).toEqual({
      hinted: ['assets/vendor.js'],
      problems: [`assets/start.js opens without ${hint}`],
    });
  });

  it('passes when every large file opens with it', () => {
    expect(compileHintProblems(['assets/vendor.js', 'assets/runtime.js'], read).problems).toEqual([]);
  });
});
