import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gameCalls } from '@wl/api-client/contract';
import type { Call, CallReply } from '@wl/api-client/contract';
import { toWireGame } from '../games/catalogue';
import { matchesEtag } from '../games/catalogue-cache';
import type { CachedAnswer, CatalogueCache } from '../games/catalogue-cache';
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
import { parseRequest } from '../http/validate';
import { requestLanguage } from '../games/request-language';
import { ContractAnswerError } from './call-route';

export interface GameCatalogueDeps {
  db: Db;
  catalogue: CatalogueCache;
  /** To hide the game types the request's brand switched off. */
  brands: BrandRegistry;
}

/** Catalogue answers are revalidated on every use (ETag → 304), and differ by language. */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('Cache-Control', 'no-cache').header('ETag', answer.etag).header('Vary', 'Language');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * Vendor game types, the game list and the hot games (spec §7). The catalogue is served from memory
 * with ETags; a search or filter goes to the database. Game types the brand switched off are left out
 * (their answers are cached apart: the set is part of every cache key).
 *
 * These are described calls (`gameCalls.vendorGameTypes`, `hotGames`, `gameList`: path and query schema from the
 * description) registered by hand rather than with `onCall`: their answers are serialised once per catalogue
 * snapshot and answered 304 to a known ETag, which a handler returning a value cannot do. Each answer is checked
 * against its call when it is built, as `onCall` checks every answer (outside production).
 */
export function gameCatalogueRoutes(app: FastifyInstance, deps: GameCatalogueDeps): void {
  const hiddenOf = (request: FastifyRequest) => switchedOffFor(deps.brands, request.headers.merchant);
  const checked = <C extends Call>(call: C, value: CallReply<C>): CallReply<C> => {
    if (app.callRouteSettings.checkAnswers) {
      const result = z.safeParse(call.answer, value);
      if (!result.success) throw new ContractAnswerError(call, result.error.issues);
    }
    return value;
  };

  app.get(gameCalls.vendorGameTypes.path, { config: PUBLIC_CACHE }, async (request, reply) => {
    parseRequest(gameCalls.vendorGameTypes.query, request.query, 'query');
    const language = requestLanguage(request);
    const catalogue = await deps.catalogue.get();
    const hidden = hiddenOf(request);
    return sendCached(
      request,
      reply,
      deps.catalogue.answer(catalogue, `vass|${language}|${hidden.join(',')}`, () =>
        checked(gameCalls.vendorGameTypes, vassGameTypes(catalogue, language, hidden)),
      ),
    );
  });

  app.get(gameCalls.hotGames.path, { config: PUBLIC_CACHE }, async (request, reply) => {
    const query = parseRequest(gameCalls.hotGames.query, request.query, 'query');
    const language = requestLanguage(request, query.language);
    const catalogue = await deps.catalogue.get();
    const hidden = hiddenOf(request);
    return sendCached(
      request,
      reply,
      deps.catalogue.answer(catalogue, `hot|${language}|${hidden.join(',')}`, () =>
        checked(
          gameCalls.hotGames,
          hotGames(catalogue, hidden).map((game) => toWireGame(game, language)),
        ),
      ),
    );
  });

  app.get(gameCalls.gameList.path, { config: PUBLIC_CACHE }, async (request, reply) => {
    const catalogue = await deps.catalogue.get();
    // The same address and language as an earlier plain list: its answer, without parsing again.
    const hidden = hiddenOf(request);
    const addressKey = `address|${String(request.headers.language ?? '')}|${hidden.join(',')}|${request.url}`;
    const known = deps.catalogue.cached(catalogue, addressKey);
    if (known) return sendCached(request, reply, known);

    const query = parseRequest(gameCalls.gameList.query, request.query, 'query');
    const language = requestLanguage(request, query.language);
    const filter = gameListFilter(query, catalogue, hidden);
    if (needsDatabase(filter)) {
      reply.header('Cache-Control', 'no-store');
      return {
        success: true,
        value: checked(gameCalls.gameList, await listFromDatabase(deps.db, catalogue, filter, language)),
      };
    }
    const key = `list|${language}|${filter.categories?.join(',') ?? 'ALL'}|${filter.vendor ?? ''}|${filter.pageNo}|${filter.pageSize}`;
    const answer = deps.catalogue.answer(catalogue, key, () =>
      checked(gameCalls.gameList, listFromCatalogue(catalogue, filter, language)),
    );
    if (request.url.length <= 512) deps.catalogue.remember(catalogue, addressKey, answer);
    return sendCached(request, reply, answer);
  });
}
