import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

/** argon2id (the library's `Algorithm.Argon2id`; its const enum cannot be read under isolatedModules). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's defaults (19 MiB, 2 passes): `$argon2id$v=19$m=19456,t=2,p=1$…`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
