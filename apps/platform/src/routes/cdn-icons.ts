import type { FastifyInstance, FastifyReply } from 'fastify';
import { vendorIconSet, vendorIconVariants } from '@wl/api-client/contract/game-catalogue';
import type { VendorIconVariant } from '@wl/api-client/contract/game-catalogue';
import { IMMUTABLE } from '../bundles/cache-control';
import { PUBLIC_CACHE } from './cache-policy';
import { vendorGameKey } from '../games/catalogue';
import type { CatalogueCache } from '../games/catalogue-cache';
import { etagOf, matchesEtag } from '../http/etag';
import { gameIconPng, vendorIconSvg } from '../games/icons';

/** Where the status answer's image CDN (`imageCDNs: ["/cdn"]`) is served by the platform itself. */
export const CDN_PREFIX = '/cdn';

const MAX_MEMO = 4_000;

/**
 * The image CDN's icons: `/cdn/game-icons/v1/<vendor>/<gameId>.png` and
 * `/cdn/vendor-icons/v1/<colour|white|black>/<icon set>.svg` (vendors named BTI… or TCG… share one set).
 * Versioned paths, so they are cached for a year.
 */
export function cdnIconRoutes(app: FastifyInstance, deps: { catalogue: CatalogueCache }): void {
  const memo = new Map<string, Icon>();

  const send = (key: string, type: Icon['type'], make: () => Icon['body'] | null) => {
    let icon = memo.get(key);
    if (!icon) {
      const body = make();
      if (body === null) return null;
      icon = { body, type, etag: etagOf(body) };
      if (memo.size >= MAX_MEMO) memo.clear();
      memo.set(key, icon);
    }
    return icon;
  };

  app.get<{ Params: { vendor: string; file: string } }>(
    `${CDN_PREFIX}/game-icons/v1/:vendor/:file`,
    { config: PUBLIC_CACHE },
    async (request, reply) => {
      const { vendor, file } = request.params;
      const catalogue = await deps.catalogue.get();
      const icon = send(`game|${catalogue.version}|${vendor}|${file}`, 'image/png', () => {
        const game = file.endsWith('.png')
          ? catalogue.byVendorGame.get(vendorGameKey(vendor, file.slice(0, -4)))
          : undefined;
        const owner = catalogue.vendors.get(vendor);
        return game && owner ? gameIconPng(game, owner.colour, owner.accountTypeName) : null;
      });
      return sendIcon(request.headers['if-none-match'], reply, icon);
    },
  );

  app.get<{ Params: { variant: string; file: string } }>(
    `${CDN_PREFIX}/vendor-icons/v1/:variant/:file`,
    { config: PUBLIC_CACHE },
    async (request, reply) => {
      const { variant, file } = request.params;
      const catalogue = await deps.catalogue.get();
      const icon = send(`vendor|${catalogue.version}|${variant}|${file}`, 'image/svg+xml', () => {
        if (!(vendorIconVariants as readonly string[]).includes(variant) || !file.endsWith('.svg')) return null;
        const set = file.slice(0, -4);
        const owner = [...catalogue.vendors.values()].find((vendor) => vendorIconSet(vendor.code) === set);
        return owner ? vendorIconSvg(set, owner.colour, variant as VendorIconVariant) : null;
      });
      return sendIcon(request.headers['if-none-match'], reply, icon);
    },
  );
}

interface Icon {
  body: string | Buffer;
  type: 'image/png' | 'image/svg+xml';
  etag: string;
}

function sendIcon(ifNoneMatch: string | string[] | undefined, reply: FastifyReply, icon: Icon | null) {
  if (!icon)
    return reply.status(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
  reply
    .header('Cache-Control', IMMUTABLE)
    .header('ETag', icon.etag)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type(icon.type);
  if (matchesEtag(ifNoneMatch, icon.etag)) return reply.status(304).send();
  return reply.send(icon.body);
}
