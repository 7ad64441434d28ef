import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/**
 * Pre-compressed copies of the shell's hashed files (docs/decisions/0060-precompressed-assets.md): beside
 * each compressible file of `assets/` of 1 KiB or more, `<file>.br` (Brotli, best quality) and `<file>.gz`
 * (gzip: Zopfli for the largest files, `zopfliFromBytes`, else zlib's level 9). The brand assembler links the
 * shell's `assets/` into every brand bundle, so each brand serves them; the platform sends the `.br` to a browser
 * that accepts Brotli and the `.gz` to one that accepts gzip only, so no answer is compressed while a visitor waits.
 */

/** Files worth compressing: text of 1 KiB or more (images other than SVG are compressed already). */
const compressible = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;
export const minCompressBytes = 1024;

/** Whether a file of the build gets pre-compressed copies. */
export function shouldPrecompress(name: string, size: number): boolean {
  return compressible.test(name) && size >= minCompressBytes;
}

/**
 * From this size the `.gz` copy is made with Zopfli, a gzip encoder that finds a few percent more than zlib's best
 * level (the vendor chunk: 129.4 → 124.8 KB) and that every gzip client reads; it takes about 3 s for 100 KB, so the
 * smaller files, where those few percent are a few bytes, keep zlib's level 9.
 */
export const zopfliFromBytes = 64 * 1024;

export interface Compressed {
  br: Buffer;
  gz: Buffer;
}

export async function compress(body: Buffer): Promise<Compressed> {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz:
      body.length >= zopfliFromBytes
        ? Buffer.from(await gzipAsync(body, { numiterations: 15 }))
        : gzipSync(body, { level: 9 }),
  };
}

/** Writes `.br` and `.gz` copies of the files of `dir` that should have them (not recursive); returns their names. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const stat = statSync(full);
    if (!stat.isFile() || !shouldPrecompress(name, stat.size)) continue;
    const { br, gz } = await compress(readFileSync(full));
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gz);
    written.push(name);
  }
  return written;
}

/** Vite plugin: pre-compresses `assets/` once the bundle is written (production builds). */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'wl-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const assets = join(outDir, 'assets');
        try {
          if (!statSync(assets).isDirectory()) return;
        } catch {
          return;
        }
        await precompressFolder(assets);
      },
    },
  };
}
