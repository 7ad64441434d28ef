export function spkiHashOf(certificatePem: string): string;
export function makeEdgeCertificate(
  dir: string,
  hosts?: readonly string[],
): { certFile: string; keyFile: string; spki: string };
