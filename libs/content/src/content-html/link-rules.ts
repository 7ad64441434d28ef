import { sitePaths } from '@wl/brand';

/**
 * What a tap on a link inside server content does: site paths under /m stay in the app (client
 * routing), http(s) links open in a new tab, mailto/tel go to the system, anything else is blocked.
 * Pure. `origin` is the site's own origin (a full URL to this site counts as a site path).
 */
export type ContentLink =
  | { kind: 'route'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'system'; url: string }
  | { kind: 'blocked' };

export function contentLink(href: string | null | undefined, origin: string): ContentLink {
  const value = (href ?? '').trim();
  if (!value || value.startsWith('#')) return { kind: 'blocked' };
  if (/^(mailto|tel):/i.test(value)) return { kind: 'system', url: value };
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return { kind: 'blocked' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'blocked' };
  if (value.startsWith('//')) return { kind: 'blocked' };
  if (url.origin === new URL(origin).origin) {
    return url.pathname === sitePaths.root || url.pathname.startsWith('/m/')
      ? { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` }
      : { kind: 'blocked' };
  }
  if (url.username || url.password) return { kind: 'blocked' };
  return { kind: 'external', url: url.href };
}
