import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeEdgeCertificate } from './edge-certificate.mjs';

describe("the lab edge's certificate", () => {
  const dir = mkdtempSync(join(tmpdir(), 'wl-edge-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const made = makeEdgeCertificate(dir, ['aurora.localhost', 'rio.localhost']);
  const certificate = new X509Certificate(readFileSync(made.certFile));

  it('names localhost and each measured brand host, no other, and lasts a day at most', () => {
    expect(certificate.checkHost('localhost')).toBe('localhost');
    expect(certificate.checkHost('aurora.localhost')).toBe('aurora.localhost');
    expect(certificate.checkHost('rio.localhost')).toBe('rio.localhost');
    expect(certificate.checkHost('luzon.localhost')).toBeUndefined();
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    const lifetime = Date.parse(certificate.validTo) - Date.parse(certificate.validFrom);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(certificate.checkPrivateKey(createPrivateKey(readFileSync(made.keyFile)))).toBe(true);
  });

  it("gives the key's hash as Chromium's SPKI list reads it (openssl's own pipeline agrees)", () => {
    const spki = execFileSync('openssl', ['pkey', '-in', made.keyFile, '-pubout', '-outform', 'der']);
    const expected = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: spki }).toString('base64');
    expect(made.spki).toBe(expected);
    expect(made.spki).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});
