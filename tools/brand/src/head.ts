import type { BrandConfig } from '@wl/brand/schema';
import { brandAssetUrl } from '@wl/brand/schema';
import { themeCssText } from '@wl/ui-kit/theme';
import { escapeHtml } from './html';
import { imageMimeType } from './mime';
import { skeletonCss } from './skeleton';

export const manifestFileName = 'manifest.webmanifest';

/** What goes in place of `<!--wl:head-->`: theme colour, icons, manifest, theme variables and skeleton CSS. */
export function headHtml(brand: BrandConfig, description: string): string {
  const favicon = brand.assets.favicon;
  return [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(brand.theme.colors.header)}" />`,
    `<meta name="color-scheme" content="${brand.theme.mode}" />`,
    `<link rel="icon" href="${escapeHtml(brandAssetUrl(favicon))}" type="${imageMimeType(favicon)}" />`,
    `<link rel="apple-touch-icon" href="${escapeHtml(brandAssetUrl(brand.assets.appIcon))}" />`,
    `<link rel="manifest" href="/m/${manifestFileName}" />`,
    `<style id="wl-theme">${themeCssText(brand.theme)}${skeletonCss}</style>`,
  ].join('\n    ');
}
