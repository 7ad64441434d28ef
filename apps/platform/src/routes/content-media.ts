import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BrandRegistry } from '../brands/brand-registry';
import { artPng } from '../content/art-png';
import { artKinds, artSvg } from '../content/art-svg';
import { AppError } from '../http/app-error';
import { PUBLIC_CACHE } from './cache-policy';
import { parseRequest } from '../http/validate';

const Params = z.object({
  brandId: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
  kind: z.enum(artKinds),
  format: z.enum(['png', 'svg']),
});

/** Drawn PNGs kept per brand, kind and colours (eight kinds per brand; a brand's new colours draw new ones). */
const MAX_MEMO = 2_000;

/**
 * GET /media/art/:brandId/:kind.png — banner and promotion pictures in the brand's colours (decision 0073), and the
 * same picture as `:kind.svg`, which content seeded before the PNGs still names.
 */
export function contentMediaRoutes(app: FastifyInstance, brands: BrandRegistry): void {
  const memo = new Map<string, Buffer>();
  app.get('/media/art/:brandId/:file', { config: PUBLIC_CACHE }, async (request, reply) => {
    const { file, brandId } = request.params as { file: string; brandId: string };
    const [kind = '', format = ''] = file.split(/\.(?=[^.]+$)/);
    const params = parseRequest(Params, { brandId, kind, format }, 'params');
    const brand = brands.brands.find((b) => b.id === params.brandId);
    if (!brand) throw new AppError('NOT_FOUND', 'No such picture.');
    const { primary, accent, surface, onPrimary } = brand.theme.colors;
    const colours = { primary, accent, surface, onPrimary };
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (params.format === 'svg') {
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(artSvg(params.kind, colours));
    }
    const key = JSON.stringify([params.brandId, params.kind, colours]);
    let png = memo.get(key);
    if (!png) {
      png = artPng(params.kind, colours);
      if (memo.size >= MAX_MEMO) memo.clear();
      memo.set(key, png);
    }
    return reply.header('Content-Type', 'image/png').send(png);
  });
}
