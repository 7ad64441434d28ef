import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BrandRegistry } from '../brands/brand-registry';
import { artKinds, artSvg } from '../content/art-svg';
import { AppError } from '../http/app-error';
import { PUBLIC_CACHE } from './cache-policy';
import { parseRequest } from '../http/validate';

const Params = z.object({ brandId: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/), kind: z.enum(artKinds) });

/** GET /media/art/:brandId/:kind.svg — banner and promotion pictures in the brand's colours. */
export function contentMediaRoutes(app: FastifyInstance, brands: BrandRegistry): void {
  app.get('/media/art/:brandId/:file', { config: PUBLIC_CACHE }, async (request, reply) => {
    const { file, brandId } = request.params as { file: string; brandId: string };
    const { kind } = parseRequest(Params, { brandId, kind: file.replace(/\.svg$/, '') }, 'params');
    const brand = brands.brands.find((b) => b.id === brandId);
    if (!brand || !file.endsWith('.svg')) throw new AppError('NOT_FOUND', 'No such picture.');
    const { primary, accent, surface, onPrimary } = brand.theme.colors;
    reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return artSvg(kind, { primary, accent, surface, onPrimary });
  });
}
