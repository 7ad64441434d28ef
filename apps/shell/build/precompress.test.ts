import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompressFolder, shouldPrecompress, zopfliFromBytes } from './precompress';

describe('shouldPrecompress', () => {
  it.each([
    ['index-abc.js', 4096, true],
    ['index-abc.js', 1024, true],
    ['index-abc.js', 1023, false],
    ['style-abc.css', 5000, true],
    ['logo-abc.svg', 5000, true],
    ['banner-abc.png', 50_000, false],
    ['font-abc.woff2', 50_000, false],
    ['index-abc.js.br', 50_000, false],
    ['index-abc.js.gz', 50_000, false],
  ])('%s of %i bytes → %s', (name, size, expected) => {
    expect(shouldPrecompress(name, size)).toBe(expected);
  });
});

describe('precompressFolder', () => {
  it('writes .br and .gz beside each compressible file, which decompress to the same bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-precompress-'));
    try {
      const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
      writeFileSync(join(dir, 'index-abc.js'), script);
      writeFileSync(join(dir, 'tiny-abc.js'), 'export {};');
      writeFileSync(join(dir, 'banner-abc.png'), Buffer.alloc(4096, 1));
      expect(await precompressFolder(dir)).toEqual(['index-abc.js']);
      expect(brotliDecompressSync(readFileSync(join(dir, 'index-abc.js.br'))).toString()).toBe(script);
      expect(gunzipSync(readFileSync(join(dir, 'index-abc.js.gz'))).toString()).toBe(script);
      expect(existsSync(join(dir, 'tiny-abc.js.br'))).toBe(false);
      expect(existsSync(join(dir, 'banner-abc.png.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes a large file’s .gz with Zopfli: smaller than zlib’s best level, any gzip client reads it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-precompress-'));
    try {
      // Script-like text with repeats at varied distances, as a bundle has them.
      const lines = Array.from(
        { length: 4000 },
        (_, i) => `export const value${i % 700}=()=>call${(i * 7) % 97}("${(i * 31) % 1000}");`,
      );
      const script = lines.join('\n');
      expect(script.length).toBeGreaterThanOrEqual(zopfliFromBytes);
      writeFileSync(join(dir, 'vendor-abc.js'), script);
      await precompressFolder(dir);
      const gz = readFileSync(join(dir, 'vendor-abc.js.gz'));
      expect(gunzipSync(gz).toString()).toBe(script);
      expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
