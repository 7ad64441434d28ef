import { firstRender, staticImportsOf } from './first-render.mjs';

const manifest = {
  'index.html': { isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/start.tsx'] },
  '_vendor.js': { imports: ['_react.js'] },
  '_react.js': {},
  'src/start.tsx': { imports: ['_app.js', '_vendor.js'], dynamicImports: ['src/home.tsx'] },
  '_app.js': { imports: ['_react.js'] },
  'src/home.tsx': { imports: ['_tiles.js'] },
  '_tiles.js': {},
};

describe('firstRender: the entry, its start stages and their static imports', () => {
  it('lists them once each, the entry’s own chunks before the stages, never a stage’s dynamic import', () => {
    expect(firstRender(manifest)).toEqual({
      entry: 'index.html',
      stages: ['src/start.tsx'],
      keys: ['index.html', '_vendor.js', '_react.js', 'src/start.tsx', '_app.js'],
    });
  });

  it.each([
    ['no entry', { 'a.js': {} }, 0],
    ['two entries', { 'a.html': { isEntry: true }, 'b.html': { isEntry: true } }, 2],
  ])('refuses a manifest with %s', (_what, input, count) => {
    expect(() => firstRender(input)).toThrow(`expected one entry chunk in the build manifest, found ${count}`);
  });
});

describe('staticImportsOf', () => {
  it.each([
    ['a chunk without imports', ['_tiles.js'], []],
    ['deep imports, each once', ['src/start.tsx'], ['_app.js', '_react.js', '_vendor.js']],
    ['a key the manifest lacks', ['_gone.js'], []],
  ])('%s', (_what, keys, expected) => {
    expect(staticImportsOf(manifest, keys)).toEqual(expected);
  });
});
