import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { cacheControlFor } from './cache-control';
import { contentTypeFor, isCompressible } from './content-type';
import { inlineScriptHashes } from './page-security';

export interface BundleFile {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** HTML pages: the CSP hash sources of their inline scripts (read once per file version). */
  scriptHashes?: string[];
  /** Present for compressible text files of 1 KiB or more. */
  gzip?: Buffer;
  br?: Buffer;
}

const MAX_CACHED_FILE = 4 * 1024 * 1024;
const MAX_CACHE_BYTES = 96 * 1024 * 1024;
const MIN_COMPRESS = 1024;

const decompress = { '.br': brotliDecompressSync, '.gz': gunzipSync } as const;

/**
 * The pre-compressed copy of a file (`<file>.br` / `<file>.gz`), if there is one that decompresses to the file's
 * bytes: checked once per file version (about a millisecond for the largest chunk). Modification times cannot tell a
 * stale copy: a file system may stamp a copy written after its file with an earlier time (fine- and coarse-grained
 * timestamps mixed), which made the platform compress half the build's files again, at a lower quality.
 */
function precompressed(full: string, suffix: '.br' | '.gz', body: Buffer): Buffer | undefined {
  try {
    const copy = readFileSync(full + suffix);
    return decompress[suffix](copy).equals(body) ? copy : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads files of the built brand bundles (`<dist>/<brand id>/…`) with an in-memory cache keyed
 * by path, size and modification time, so a rebuilt bundle is picked up without a restart.
 * Compressed variants are made once per file version.
 */
export class BundleFiles {
  readonly #dist: string;
  readonly #cache = new Map<string, { version: string; file: BundleFile; bytes: number }>();
  #cachedBytes = 0;

  constructor(dist: string) {
    this.#dist = resolve(dist);
  }

  /** The bundle folder of a brand. */
  brandDir(brandId: string): string {
    return join(this.#dist, brandId);
  }

  /** The file at `relPath` inside the brand's bundle, or null when there is none (or it is a folder). */
  read(brandId: string, relPath: string): BundleFile | null {
    const root = this.brandDir(brandId);
    const full = resolve(root, relPath);
    if (!full.startsWith(root + sep)) return null;
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const version = `${stat.size}-${Math.floor(stat.mtimeMs)}`;
    const cached = this.#cache.get(full);
    if (cached?.version === version) return cached.file;

    const body = readFileSync(full);
    const contentType = contentTypeFor(full);
    const file: BundleFile = {
      body,
      contentType,
      cacheControl: cacheControlFor(relPath),
      etag: `W/"${version}"`,
    };
    if (contentType.startsWith('text/html')) file.scriptHashes = inlineScriptHashes(body.toString('utf8'));
    if (isCompressible(contentType) && body.length >= MIN_COMPRESS) {
      // The build's pre-compressed copies (`<file>.br`, `<file>.gz`, written by the shell build) when they hold
      // this file; otherwise compressed here, once per file version.
      file.gzip = precompressed(full, '.gz', body) ?? gzipSync(body, { level: 9 });
      file.br =
        precompressed(full, '.br', body) ??
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    }
    const bytes = body.length + (file.gzip?.length ?? 0) + (file.br?.length ?? 0);
    if (cached) this.#forget(full);
    if (body.length <= MAX_CACHED_FILE) this.#remember(full, version, file, bytes);
    return file;
  }

  #remember(key: string, version: string, file: BundleFile, bytes: number): void {
    while (this.#cachedBytes + bytes > MAX_CACHE_BYTES && this.#cache.size > 0) {
      const oldest = this.#cache.keys().next().value;
      if (oldest === undefined) break;
      this.#forget(oldest);
    }
    this.#cache.set(key, { version, file, bytes });
    this.#cachedBytes += bytes;
  }

  #forget(key: string): void {
    const entry = this.#cache.get(key);
    if (!entry) return;
    this.#cachedBytes -= entry.bytes;
    this.#cache.delete(key);
  }
}
