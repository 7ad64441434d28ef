import type { BrandConfig } from '@wl/brand';
import { entryAllowed, type EntryContext } from '@wl/session';
import { safeExternalUrl } from '../safe-external-url';

import { sitePaths } from '@wl/brand';
/** Site footer rules (visitor-session-games §2 "Other shell pieces" → footer). Pure. */

export type AgeTextsByLanguage = BrandConfig['age']['texts'];

/**
 * The brand's age notice in the current language; otherwise English, then the brand's default
 * language, then any language that has one.
 */
export function ageNotice(texts: AgeTextsByLanguage, language: string, defaultLanguage: string): string | null {
  const byCode = texts as Readonly<Record<string, { footer: string } | undefined>>;
  for (const code of [language.toUpperCase(), 'EN', defaultLanguage]) {
    const found = byCode[code]?.footer;
    if (found) return found;
  }
  return Object.values(byCode).find((t) => t?.footer)?.footer ?? null;
}

/** Banner group of the footer's video banners. */
export const VIDEO_BANNER_GROUP = 'm_video';

/** A banner as the announcements call returns it (spec §3: url, groupName, linkage). */
export interface FooterBanner {
  url: string;
  groupName?: string;
  linkage?: string;
}

export interface FooterVideo {
  key: string;
  url: string;
  /** A video file plays in a <video>; anything else is an embedded player page. */
  kind: 'file' | 'embed';
}

const videoFile = /\.(mp4|webm|ogv|ogg|m4v|mov)$/i;

/**
 * Video banners of group m_video (banners without a group are taken as already filtered). The
 * video is the banner's linkage when it has one, else its url; unsafe URLs are left out.
 */
export function footerVideos(banners: readonly FooterBanner[]): FooterVideo[] {
  return banners.flatMap((banner, index) => {
    if (banner.groupName !== undefined && banner.groupName !== VIDEO_BANNER_GROUP) return [];
    const url = safeExternalUrl(banner.linkage) ?? safeExternalUrl(banner.url);
    if (!url) return [];
    const kind = videoFile.test(new URL(url).pathname) ? 'file' : 'embed';
    return [{ key: `${index}-${url}`, url, kind }];
  });
}

/** An image source from data: an http(s) URL or a site path (`/cdn/x.png`); nothing else. */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(trimmed)) return trimmed;
  return safeExternalUrl(trimmed);
}

/** The help centre's path: the brand's own, else the spec's /m/help. */
export function helpPath(links: Pick<BrandConfig['links'], 'help'>): string {
  return links.help ?? sitePaths.help;
}

/** A feature link of the footer: shown only when the one entry rule allows it (decision 0035). */
export interface FooterEntry {
  id: 'responsibleGaming';
  labelKey: string;
  to: string;
}

/** The footer's feature links: responsible gaming (player protection) on every brand (decision 0040). */
export function footerEntries(context: EntryContext): FooterEntry[] {
  const entries: FooterEntry[] = [
    { id: 'responsibleGaming', labelKey: 'nav.responsibleGaming', to: sitePaths.responsibleGaming },
  ];
  return entries.filter((entry) => entryAllowed(entry.id, context));
}
