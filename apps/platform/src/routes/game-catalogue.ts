import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameCalls } from '@wl/api-client/contract';
import { toWireGame } from '../games/catalogue';
import type { CatalogueCache } from '../games/catalogue-cache';
import {
  gameListFilter,
  hotGames,
  listFromCatalogue,
  listFromDatabase,
  needsDatabase,
  vassGameTypes,
} from '../games/game-list';
import type { BrandRegistry } from '../brands/brand-registry';
import type { Db } from '../db/db';
import { switchedOffFor } from '../games/switched-off';
import { PUBLIC_CACHE } from './cache-policy';
import { requestLanguage } from '../games/request-language';
import { onCall } from './call-route';

export interface GameCatalogueDeps {
  db: Db;
  catalogue: CatalogueCache;
  /** To hide the game types the request's brand switched off. */
  brands: BrandRegistry;
}

/**
 * Vendor game types, the game list and the hot games (spec §7). The catalogue is served from memory: each
 * answer is prepared once per catalogue snapshot and revalidated on every use (ETag → 304, `call-route.ts`); a
 * search or filter goes to the database. Answers differ by language, and game types the brand switched off are
 * left out (their answers are cached apart: the set is part of every cache key).
 */
export function gameCatalogueRoutes(app: FastifyInstance, deps: GameCatalogueDeps): void {
  const hiddenOf = (request: FastifyRequest) => switchedOffFor(deps.brands, request.headers.merchant);
  const options = { config: PUBLIC_CACHE };

  onCall(
    app,
    gameCalls.vendorGameTypes,
    async ({ request, reply, query, prepare }) => {
      query();
      const language = requestLanguage(request);
      const catalogue = await deps.catalogue.get();
      const hidden = hiddenOf(request);
      reply.header('Vary', 'Language');
      return deps.catalogue.answer(catalogue, `vass|${language}|${hidden.join(',')}`, () =>
        prepare(vassGameTypes(catalogue, language, hidden)),
      );
    },
    options,
  );

  onCall(
    app,
    gameCalls.hotGames,
    async ({ request, reply, query, prepare }) => {
      const language = requestLanguage(request, query().language);
      const catalogue = await deps.catalogue.get();
      const hidden = hiddenOf(request);
      reply.header('Vary', 'Language');
      return deps.catalogue.answer(catalogue, `hot|${language}|${hidden.join(',')}`, () =>
        prepare(hotGames(catalogue, hidden).map((game) => toWireGame(game, language))),
      );
    },
    options,
  );

  onCall(
    app,
    gameCalls.gameList,
    async ({ request, reply, query, prepare }) => {
      const catalogue = await deps.catalogue.get();
      reply.header('Vary', 'Language');
      // The same address and language as an earlier plain list: its answer, without parsing again.
      const hidden = hiddenOf(request);
      const addressKey = `address|${String(request.headers.language ?? '')}|${hidden.join(',')}|${request.url}`;
      const known = deps.catalogue.cached(catalogue, addressKey);
      if (known) return known;

      const parsed = query();
      const language = requestLanguage(request, parsed.language);
      const filter = gameListFilter(parsed, catalogue, hidden);
      if (needsDatabase(filter)) {
        reply.header('Cache-Control', 'no-store');
        return listFromDatabase(deps.db, catalogue, filter, language);
      }
      const key = `list|${language}|${filter.categories?.join(',') ?? 'ALL'}|${filter.vendor ?? ''}|${filter.pageNo}|${filter.pageSize}`;
      const answer = deps.catalogue.answer(catalogue, key, () =>
        prepare(listFromCatalogue(catalogue, filter, language)),
      );
      if (request.url.length <= 512) deps.catalogue.remember(catalogue, addressKey, answer);
      return answer;
    },
    options,
  );
}
