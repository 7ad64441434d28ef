import { RECOVERY_CODE_PATTERN } from '@wl/api-client/contract/two-step-calls';
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { matchingStep, newTotpSecret, stepAt, totpCodeAt } from './totp';

const now = Date.UTC(2025, 0, 1, 12, 0, 10);
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TOTP codes', () => {
  it.each([
    ['the current step', 0, 0],
    ['the previous step (phone clock behind)', -30_000, -1],
    ['the next step (phone clock ahead)', 30_000, 1],
    ['two steps back', -60_000, null],
    ['two steps ahead', 60_000, null],
  ])('a code of %s', (_name, offset, delta) => {
    expect(matchingStep(secret, totpCodeAt(secret, now + offset), now)).toBe(
      delta === null ? null : stepAt(now) + delta,
    );
  });

  it('gives RFC 6238 codes (SHA-1 test vector at 59 s)', () => {
    // RFC 6238 appendix B: secret "12345678901234567890" (base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ), T = 59 → 94287082 (8 digits; 6 shown).
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });

  it('makes 160-bit base32 secrets', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('recovery codes', () => {
  it('are ten different codes of the shown form', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  });

  it.each([
    ['abcd-efgh-ijkl-mnop', 'abcdefghijklmnop'],
    ['ABCD EFGH IJKL MNOP', 'abcdefghijklmnop'],
    [' abcdefghijklmnop ', 'abcdefghijklmnop'],
  ])('%j is typed as %j', (typed, normal) => {
    expect(normaliseRecoveryCode(typed)).toBe(normal);
  });

  it('hash per member: the same code of two members gives two hashes', () => {
    expect(recoveryCodeHash(1, 'abcd-efgh-ijkl-mnop')).toBe(recoveryCodeHash(1, 'ABCDEFGHIJKLMNOP'));
    expect(recoveryCodeHash(1, 'abcd-efgh-ijkl-mnop')).not.toBe(recoveryCodeHash(2, 'abcd-efgh-ijkl-mnop'));
  });
});
