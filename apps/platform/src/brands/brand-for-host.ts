import type { BrandConfig } from '@wl/brand/schema';

/** `Rio.Localhost:4310` → `rio.localhost`; `[::1]:4200` → `::1`. */
export function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'));
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

/** The brand id a `<id>.localhost` host names (whether or not such a brand exists), else undefined. */
export function localBrandId(hostHeader: string | undefined): string | undefined {
  return /^([a-z0-9-]+)\.localhost$/.exec(hostName(hostHeader))?.[1];
}

/** Whether the host is one of the brands' own: `<id>.localhost` of a known id, or one of their domains. */
export function isKnownBrandHost(
  hostHeader: string | undefined,
  brands: readonly Pick<BrandConfig, 'id' | 'domains'>[],
): boolean {
  const host = hostName(hostHeader);
  const local = localBrandId(hostHeader);
  return brands.some((brand) => brand.id === local || brand.domains.includes(host));
}

/**
 * Chooses the brand for a request's Host header: `<id>.localhost` (any port) for a known brand id,
 * else a brand listing the host among its `domains`, else the default brand.
 */
export function brandIdForHost(
  hostHeader: string | undefined,
  brands: readonly Pick<BrandConfig, 'id' | 'domains'>[],
  defaultId: string,
): string {
  const host = hostName(hostHeader);
  const local = localBrandId(hostHeader);
  if (local && brands.some((brand) => brand.id === local)) return local;
  const byDomain = brands.find((brand) => brand.domains.includes(host));
  return byDomain?.id ?? defaultId;
}
