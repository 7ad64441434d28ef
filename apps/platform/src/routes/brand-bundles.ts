import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandPickup } from '../brands/brand-pickup';
import { bundleTarget, entryPageFile } from '../bundles/bundle-path';
import type { BundleFiles, BundleFile } from '../bundles/bundle-files';
import { missingBundlePage, unusableBrandPage } from '../bundles/missing-bundle-page';
import { pageSecurityHeaders } from '../bundles/page-security';
import { AppError } from '../http/app-error';
import { PUBLIC_CACHE } from './cache-policy';

export interface BrandBundleDeps {
  brands: BrandPickup;
  files: BundleFiles;
}

function preferredEncoding(acceptEncoding: string | string[] | undefined, file: BundleFile): 'br' | 'gzip' | null {
  const accepted = String(acceptEncoding ?? '');
  if (file.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** A page's security headers: its inline scripts' hashes and the brand's framing sites (page-security.ts). */
function securePage(
  reply: FastifyReply,
  urlPath: string,
  brand: { frameAncestors?: readonly string[] | undefined },
  scriptHashes: readonly string[],
) {
  reply.headers(pageSecurityHeaders({ scriptHashes, frameAncestors: brand.frameAncestors ?? [] }, urlPath));
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: BundleFile) {
  reply.header('Cache-Control', file.cacheControl).header('ETag', file.etag).header('Content-Type', file.contentType);
  if (file.gzip) reply.header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding'], file);
  if (encoding) {
    reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? file.br : file.gzip);
  }
  return reply.send(file.body);
}

/**
 * Serves the built brand bundles (`BRANDS_DIST/<id>/`) under `/m`, choosing the brand by host (a brand
 * folder that appeared since start is picked up first: brand-pickup.ts).
 * `/`, `/m`, `/m/` and every `/m/*` path that is not a file answer the brand's index.html
 * (the shell routes on the client), except missing files in the asset folders (404).
 */
export function brandBundlesRoute(app: FastifyInstance, deps: BrandBundleDeps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const choice = await deps.brands.choose(request.headers.host);
    const urlPath = request.url.split('?')[0] ?? '/';
    if (choice.kind === 'unusable') {
      securePage(reply, urlPath, {}, []);
      return reply
        .status(503)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unusableBrandPage(choice.brandId, choice.problems));
    }
    const brand = choice.brand;
    const target = bundleTarget(urlPath);
    if (target.kind === 'bad-path') throw new AppError('BAD_REQUEST', 'Bad path');
    if (target.kind === 'file') {
      const file = deps.files.read(brand.id, target.relPath);
      if (file) {
        if (file.scriptHashes) securePage(reply, urlPath, brand, file.scriptHashes);
        return sendFile(request, reply, file);
      }
      if (target.fallback === 'not-found') {
        return reply
          .status(404)
          .header('Cache-Control', 'no-cache')
          .type('text/plain; charset=utf-8')
          .send('Not found');
      }
    }
    // The route's own static first paint when the assembler wrote one, else the page every route shares.
    const page = deps.files.read(brand.id, entryPageFile(urlPath)) ?? deps.files.read(brand.id, 'index.html');
    securePage(reply, urlPath, brand, page?.scriptHashes ?? []);
    if (!page) {
      return reply
        .status(503)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(missingBundlePage(brand.id, deps.files.brandDir(brand.id)));
    }
    return sendFile(request, reply, page);
  };
  app.get('/', { config: PUBLIC_CACHE }, handler);
  app.get('/m', { config: PUBLIC_CACHE }, handler);
  app.get('/m/*', { config: PUBLIC_CACHE }, handler);
}
