import type { FastifyInstance } from 'fastify';
import { encryptionKeyPath } from '@wl/api-client/contract';
import type { EncryptionKey, OkEnvelope } from '@wl/api-client/contract';
import type { Clock } from '../db/clock';
import type { SealingKeys } from '../accounts/sealing/sealing-keys';
import { PUBLIC_CACHE } from './cache-policy';

/** GET /wps/system/encryptionKey: the public key that seals credential bodies, and the platform's time to seal with. */
export function encryptionKeyRoute(app: FastifyInstance, deps: { keys: SealingKeys; clock: Clock }): void {
  app.get(encryptionKeyPath, { config: PUBLIC_CACHE }, async (_request, reply): Promise<OkEnvelope<EncryptionKey>> => {
    reply.header('Cache-Control', 'no-cache');
    return { success: true, value: { ...(await deps.keys.publicKey()), serverTime: deps.clock.now() } };
  });
}
