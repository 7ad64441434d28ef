import { offlineShellFiles, type BuildManifest } from './precache-list';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b.js', '_shared-c.js'],
    css: ['assets/index-a.css'],
  },
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

describe('offlineShellFiles', () => {
  it.each([
    [
      'the first render only',
      [],
      ['assets/index-a.js', 'assets/index-a.css', 'assets/vendor-b.js', 'assets/shared-c.js'],
    ],
    [
      'the first render and the offline notice',
      ['src/pwa/pwa-piece.tsx'],
      [
        'assets/index-a.js',
        'assets/index-a.css',
        'assets/vendor-b.js',
        'assets/shared-c.js',
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
