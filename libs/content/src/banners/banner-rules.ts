import type { Banner } from '@wl/api-client/contract/announcement-calls';
import { bannerImage } from '@wl/api-client/contract/banner-image';

/** Where a banner tap leads: a site path (routed in the app), an http(s) URL (new tab), or nowhere. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

export function bannerTarget(linkage: string | null): BannerTarget {
  const value = (linkage ?? '').trim();
  if (/^\/m(\/[^\s\\]*)?$/.test(value) || /^\/m\?/.test(value)) return { kind: 'route', to: value };
  try {
    const url = new URL(value);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password)
      return { kind: 'external', url: url.href };
  } catch {
    // not a URL
  }
  return { kind: 'none' };
}

/** Banners that can be shown (a usable picture), in order. */
export function showableBanners(banners: readonly Banner[]): (Banner & { src: string })[] {
  return banners.flatMap((banner) => {
    const src = bannerImage(banner.url);
    return src ? [{ ...banner, src }] : [];
  });
}

/** Home banners loop (and play) only when there is more than one (spec §9). */
export function loops(count: number): boolean {
  return count > 1;
}

/** What the home banners' autoplay depends on. */
export interface BannerMotion {
  /** Banners shown. */
  count: number;
  /** The pointer is over the carousel or the focus is in it. */
  held: boolean;
  /** The player asked for less motion. */
  reducedMotion: boolean;
  /** Some of the carousel is on the screen. */
  inView: boolean;
}

/**
 * The home banners play by themselves (every 5 s, spec §9) only when they loop, while some of them is on the
 * screen, not while the pointer or the focus is on them (so a banner can be read and tapped) and not for a player
 * who asked for less motion: a slide's move is drawn by the page's main thread, frame by frame.
 */
export function bannersPlay({ count, held, reducedMotion, inView }: BannerMotion): boolean {
  return loops(count) && !held && !reducedMotion && inView;
}
