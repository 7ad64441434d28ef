import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing (argon2id, OWASP parameters or stronger)', () => {
  it('hashes with argon2id, at least 19 MiB, 2 passes', async () => {
    const stored = await hashPassword('Secret123');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[^$]+\$[^$]+$/.exec(stored);
    expect(match).not.toBeNull();
    const [, memory, passes, lanes] = (match ?? []).map(Number);
    expect(memory).toBeGreaterThanOrEqual(19_456);
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(lanes).toBeGreaterThanOrEqual(1);
    expect(stored).not.toContain('Secret123');
  });

  it('salts every hash, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Secret123')).toBe(true);
    expect(await verifyPassword(a, 'Secret124')).toBe(false);
  });
});
