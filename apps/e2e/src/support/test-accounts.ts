import { randomInt } from 'node:crypto';
import examples from 'libphonenumber-js/mobile/examples';
import { isValidMobileNumber } from '@wl/api-client/contract/mobile-number';

/**
 * Names and numbers for accounts a journey creates for itself. Each run and each brand project
 * gets its own (random suffix), so journeys never share an account and a rerun never collides.
 */
export function uniqueUsername(prefix = 'e2e'): string {
  const suffix = Array.from(
    { length: 16 - prefix.length },
    () => 'abcdefghijkmnpqrstuvwxyz23456789'[randomInt(32)],
  ).join('');
  return `${prefix}${suffix}`.slice(0, 16);
}

/** A password meeting the platform's rule (8–32 characters, a letter and a digit), different per call. */
export function newPassword(): string {
  return `Pw${randomInt(100_000, 999_999)}x!`;
}

/** A random valid mobile number (national form) of the brand's phone region. */
export function randomMobile(region: string): string {
  const example = (examples as Partial<Record<string, string>>)[region];
  if (!example) throw new Error(`no example mobile number for region ${region}`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const tail = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const candidate = `${example.slice(0, -6)}${tail}`;
    if (isValidMobileNumber(candidate, region)) return candidate;
  }
  throw new Error(`could not make a valid ${region} mobile number`);
}

/** A unique e-mail address for an account. */
export function uniqueEmail(username: string): string {
  return `${username}@players.example`;
}
