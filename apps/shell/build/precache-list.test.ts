import { offlineShellFiles, type BuildManifest } from './precache-list';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b.js', '_shared-c.js'],
    dynamicImports: ['src/app/start-app.tsx'],
    css: ['assets/index-a.css'],
  },
  'src/app/start-app.tsx': { file: 'assets/start-app-j.js', src: 'src/app/start-app.tsx', imports: ['_app-k.js'] },
  '_app-k.js': { file: 'assets/app-k.js' },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_vendor-b.js'] },
  'src/pwa/pwa-piece.tsx': {
    file: 'assets/pwa-piece-d.js',
    src: 'src/pwa/pwa-piece.tsx',
    imports: ['_shared-c.js', '_button-e.js'],
  },
  '_button-e.js': { file: 'assets/button-e.js', assets: ['assets/glyph-f.svg'] },
  'src/screens/home/home-screen.tsx': {
    file: 'assets/home-screen-g.js',
    src: 'src/screens/home/home-screen.tsx',
    imports: ['_vendor-b.js'],
  },
  'src/screens/login.tsx': { file: 'assets/login-h.js', src: 'src/screens/login.tsx', imports: ['_form-i.js'] },
  '_form-i.js': { file: 'assets/form-i.js' },
};

/** The entry's start stage and what it imports: part of the first render. */
const start = ['assets/start-app-j.js', 'assets/app-k.js'];

describe('offlineShellFiles', () => {
  it.each([
    [
      'the first render only',
      [],
      ['assets/index-a.js', 'assets/index-a.css', 'assets/vendor-b.js', 'assets/shared-c.js', ...start],
    ],
    [
      'the first render and the offline notice',
      ['src/pwa/pwa-piece.tsx'],
      [
        'assets/index-a.js',
        'assets/index-a.css',
        'assets/vendor-b.js',
        'assets/shared-c.js',
        ...start,
        'assets/pwa-piece-d.js',
        'assets/button-e.js',
        'assets/glyph-f.svg',
      ],
    ],
    [
      'and the start page',
      ['src/pwa/pwa-piece.tsx', 'src/screens/home/home-screen.tsx'],
      [
        'assets/index-a.js',
        'assets/index-a.css',
        'assets/vendor-b.js',
        'assets/shared-c.js',
        ...start,
        'assets/pwa-piece-d.js',
        'assets/button-e.js',
        'assets/glyph-f.svg',
        'assets/home-screen-g.js',
      ],
    ],
  ])('%s', (_what, sources, expected) => {
    expect([...offlineShellFiles(manifest, sources)].sort()).toEqual([...expected].sort());
  });

  it('leaves out the screens nobody named (fetched on demand)', () => {
    const files = offlineShellFiles(manifest, ['src/pwa/pwa-piece.tsx', 'src/screens/home/home-screen.tsx']);
    expect(files.has('assets/login-h.js')).toBe(false);
    expect(files.has('assets/form-i.js')).toBe(false);
  });

  it('fails the build when a named source is not in the manifest (renamed or removed)', () => {
    expect(() => offlineShellFiles(manifest, ['src/pwa/gone.tsx'])).toThrow(/no chunk for src\/pwa\/gone\.tsx/);
  });
});
