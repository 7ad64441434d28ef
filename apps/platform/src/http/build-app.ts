import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { BrandRegistry } from '../brands/brand-registry';
import { BundleFiles } from '../bundles/bundle-files';
import type { Config } from '../config/config';
import type { Db } from '../db/db';
import { brandBundlesRoute } from '../routes/brand-bundles';
import { healthzRoute } from '../routes/healthz';
import { opsSwitchesRoute } from '../routes/ops-switches';
import { systemStatusRoute } from '../routes/system-status';
import { StatusCache } from '../status/status-cache';
import { AppError } from './app-error';
import { installErrorHandling } from './error-handling';

export interface AppDeps {
  config: Pick<Config, 'opsToken' | 'brandsDist' | 'trustProxy' | 'production' | 'logLevel'>;
  db: Db;
  brands: BrandRegistry;
  /** Fastify logger options; false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** How long a merchant's status may be served from memory (default 1 s). */
  statusCacheMs?: number;
}

/** The platform's HTTP app: `/wps` calls, operator routes, health and the brand bundles. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
  });
  installErrorHandling(app);
  // Off by default; routes that need it (login, SMS, registration) set `config.rateLimit`.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many requests, please try again in ${context.after}.`),
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  const cache = new StatusCache(deps.statusCacheMs ?? 1000);
  healthzRoute(app, deps);
  systemStatusRoute(app, { db: deps.db, brands: deps.brands, cache });
  opsSwitchesRoute(app, { db: deps.db, opsToken: deps.config.opsToken, cache });
  brandBundlesRoute(app, { brands: deps.brands, files: new BundleFiles(deps.config.brandsDist) });
  return app;
}
