// No imports, and each function self-contained (no name from outside its body): the brand assembler writes their
// source into the page's start script (tools/brand first-calls.ts), so the page and the app pick the same picture.

/**
 * The window property where the page's start script leaves the draw it chose the image CDN with (a number in
 * [0, 1)): the app picks with the same draw, so both ask for the same picture address (decision 0075).
 */
export const imageCdnDrawProperty = 'wlImageCdnDraw';

/**
 * The image CDN (spec §9): one chosen at random (`random`) from the status answer's list, '/cdn' when the list
 * has no usable entry (an `https://` address or a path on this site), without a trailing slash.
 */
export function pickImageCdn(cdns: readonly string[] | undefined, random: () => number): string {
  const fallback = '/cdn';
  const usable = (cdns ?? []).filter((cdn) => typeof cdn === 'string' && /^(https:\/\/[^\s]+|\/[^\s]*)$/.test(cdn));
  if (usable.length === 0) return fallback;
  return (usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))] ?? fallback).replace(/\/$/, '');
}

/** An icon's address on the chosen CDN (absolute icon URLs stay as they are). */
export function iconSrc(cdn: string, iconUrl: string): string {
  if (/^https?:\/\//.test(iconUrl)) return iconUrl;
  return `${cdn}${iconUrl.startsWith('/') ? '' : '/'}${iconUrl}`;
}
