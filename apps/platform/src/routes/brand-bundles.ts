import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandRegistry } from '../brands/brand-registry';
import { bundleTarget } from '../bundles/bundle-path';
import type { BundleFiles, BundleFile } from '../bundles/bundle-files';
import { missingBundlePage } from '../bundles/missing-bundle-page';
import { AppError } from '../http/app-error';

export interface BrandBundleDeps {
  brands: BrandRegistry;
  files: BundleFiles;
}

function preferredEncoding(acceptEncoding: string | string[] | undefined, file: BundleFile): 'br' | 'gzip' | null {
  const accepted = String(acceptEncoding ?? '');
  if (file.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
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
 * Serves the built brand bundles (`BRANDS_DIST/<id>/`) under `/m`, choosing the brand by host.
 * `/`, `/m`, `/m/` and every `/m/*` path that is not a file answer the brand's index.html
 * (the shell routes on the client), except missing files in the asset folders (404).
 */
export function brandBundlesRoute(app: FastifyInstance, deps: BrandBundleDeps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const brand = deps.brands.forHost(request.headers.host);
    const urlPath = request.url.split('?')[0] ?? '/';
    const target = bundleTarget(urlPath);
    if (target.kind === 'bad-path') throw new AppError(400, 'BAD_REQUEST', 'Bad path');
    if (target.kind === 'file') {
      const file = deps.files.read(brand.id, target.relPath);
      if (file) return sendFile(request, reply, file);
      if (target.fallback === 'not-found') {
        return reply.status(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
      }
    }
    const page = deps.files.read(brand.id, 'index.html');
    if (!page) {
      return reply
        .status(503)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(missingBundlePage(brand.id, deps.files.brandDir(brand.id)));
    }
    return sendFile(request, reply, page);
  };
  app.get('/', handler);
  app.get('/m', handler);
  app.get('/m/*', handler);
}
