// @ts-expect-error plain ESM script without type declarations
import { chunkSets } from './js-budget.mjs';

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
