import type { BrandConfig } from '@wl/brand/schema';

/** `Rio.Localhost:4310` → `rio.localhost`; `[::1]:4200` → `::1`. */
export function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'));
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * Chooses the brand for a request's Host header: `<id>.localhost` (any port) for a known brand id,
 * else a brand listing the host among its `domains`, else the default brand.
 */
export function brandIdForHost(hostHeader: string | undefined, brands: readonly Pick<BrandConfig, 'id' | 'domains'>[], defaultId: string): string {
  const host = hostName(hostHeader);
  const local = /^([a-z0-9-]+)\.localhost$/.exec(host);
  if (local?.[1] && brands.some((brand) => brand.id === local[1])) return local[1];
  const byDomain = brands.find((brand) => brand.domains.includes(host));
  return byDomain?.id ?? defaultId;
}
