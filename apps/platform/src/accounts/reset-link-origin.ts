import type { FastifyRequest } from 'fastify';
import type { BrandConfig } from '@wl/brand/schema';

/**
 * The origin of the mailed reset link. The Host header is used only when it names the brand (one of
 * its domains, or a local development host); otherwise the brand's first public domain, so a forged
 * Host cannot point the link elsewhere.
 */
export function resetLinkOrigin(request: FastifyRequest, brand: BrandConfig): string {
  const host = request.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
  if (hostname && (local || brand.domains.includes(hostname))) return `${request.protocol}://${host}`;
  const domain =
    brand.domains.find((d) => d !== 'localhost' && !d.endsWith('.localhost')) ?? brand.domains[0] ?? 'localhost';
  return `https://${domain}`;
}
