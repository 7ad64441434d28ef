import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

/** argon2id (the library's `Algorithm.Argon2id`; its const enum cannot be read under isolatedModules). */
const ARGON2ID = 2 as Algorithm;

/** OWASP's first recommended argon2id set: 19 MiB, 2 passes, 1 lane (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...ARGON2_PARAMETERS });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
