// The calls every page makes before any area: system status, the sealing key, health.
import type { Call } from '../call';
import { EncryptionKey } from '../encryption-key';
import { SystemStatus } from '../system-status';

// `GET /healthz` (health.ts) is not a described call: it answers `{ ok, db }` without the envelope, 503 when down.

/**
 * The merchant's site configuration, the caller's IP and the maintenance and region-restriction switches (no
 * token needed). Merchant from the `Merchant` header, else the host's brand.
 */
export const status = {
  method: 'GET',
  path: '/wps/system/status',
  answer: SystemStatus,
  moduleId: 'COMM3',
} as const satisfies Call;

/** The public key that seals credential bodies (login, registration, passwords), and the platform's time to seal with. */
export const encryptionKey = {
  method: 'GET',
  path: '/wps/system/encryptionKey',
  answer: EncryptionKey,
} as const satisfies Call;
