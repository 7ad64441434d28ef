// A throw-away TLS certificate for the lab's HTTPS edge (decision 0072): made with Debian's openssl for localhost
// and the measured brands' `<brand>.localhost` hosts, valid for a day, never trusted by anything but the browser the lab starts
// (`--ignore-certificate-errors-spki-list` with this key's hash, so no other certificate error is ignored).
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The base64 SHA-256 of a certificate's public key (SPKI), as Chromium's `--ignore-certificate-errors-spki-list` reads it. */
export function spkiHashOf(certificatePem) {
  const spki = createPublicKey(certificatePem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * Writes `edge.crt` and `edge.key` into `dir` for localhost, 127.0.0.1 and the given host names (each named: a
 * wildcard under `localhost` is refused by TLS clients); returns their files and the key's SPKI hash.
 */
export function makeEdgeCertificate(dir, hosts = []) {
  const names = ['localhost', ...hosts].map((host) => `DNS:${host}`);
  const certFile = join(dir, 'edge.crt');
  const keyFile = join(dir, 'edge.key');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        `subjectAltName=${[...names, 'IP:127.0.0.1'].join(',')}`,
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    throw new Error(
      `openssl could not make the lab's certificate (apt-get install openssl, or run with --edge http): ${error.message}`,
    );
  }
  return { certFile, keyFile, spki: spkiHashOf(readFileSync(certFile, 'utf8')) };
}
