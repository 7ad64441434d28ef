import type { FastifyInstance } from 'fastify';
import { systemCalls } from '@wl/api-client/contract';
import type { Clock } from '../db/clock';
import type { SealingKeys } from '../accounts/sealing/sealing-keys';
import { PUBLIC_CACHE } from './cache-policy';
import { onCall } from './call-route';

/** GET /wps/system/encryptionKey: the public key that seals credential bodies, and the platform's time to seal with. */
export function encryptionKeyRoute(app: FastifyInstance, deps: { keys: SealingKeys; clock: Clock }): void {
  onCall(
    app,
    systemCalls.encryptionKey,
    async ({ reply }) => {
      reply.header('Cache-Control', 'no-cache');
      return { ...(await deps.keys.publicKey()), serverTime: deps.clock.now() };
    },
    { config: PUBLIC_CACHE },
  );
}
