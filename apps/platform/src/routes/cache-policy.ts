import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answers hold nothing personal and no money (bundles, icons, pictures, the game
     * catalogue, the public sealing key): the Cache-Control it sets stands. Every other answer is `no-store`.
     */
    publicCache?: boolean;
  }
}

/** Route option of an answer anyone may cache (see `publicCache`). */
export const PUBLIC_CACHE = { publicCache: true } as const;

export const NO_STORE = 'no-store';

/**
 * Nothing is stored by browsers or proxies unless its route says it may be: logins, tokens, balances,
 * records and every new call are `no-store` by default, whatever the route forgot to set.
 */
export function installNoStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.publicCache !== true) reply.header('Cache-Control', NO_STORE);
    return payload;
  });
}
