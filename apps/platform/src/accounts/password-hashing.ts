import { hashPassword, verifyPassword } from './password-hash';
import { randomToken } from './secret-token';

let dummy: Promise<string> | null = null;

/** A hash of a random secret: unknown users are verified against it, so they take as long as known ones. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomToken());
  return dummy;
}

/** Verifies against the member's hash, or against the dummy hash when there is no member (same timing, always false). */
export async function verifyOrDummy(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    await verifyPassword(await dummyHash(), password);
    return false;
  }
  return verifyPassword(passwordHash, password);
}

/** The hash of a password nobody knows (accounts that log in another way). */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomToken());
}

export { hashPassword, verifyPassword };
