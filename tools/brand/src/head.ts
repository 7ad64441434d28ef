import type { BrandConfig } from '@wl/brand/schema';
import { brandAssetUrl } from '@wl/brand/schema';
import { themeCssText } from '@wl/ui-kit/theme';
import { escapeHtml } from './html';
import { iconSpecs } from './icons';
import { imageMimeType } from './mime';
import { brandDownloadLinks, downloadBarScript } from './download-bar';
import { routeScript, skeletonCss } from './skeleton';

export const manifestFileName = 'manifest.webmanifest';

/** The generated Apple touch icon (180×180 PNG) inside the bundle. */
const appleTouchIcon = iconSpecs.find((spec) => spec.kind === 'apple')?.file ?? 'icons/apple-touch-icon.png';

/**
 * The default banner is the largest paint of home and of the login and register pages (static frames): fetched
 * before the scripts. The page of a route whose frame shows no banner leaves it out (assemble.ts), so it does not
 * compete with that route's own first pictures; index.html, for every other path, keeps it.
 */
export function bannerPreloadHtml(brand: BrandConfig): string {
  return `<link rel="preload" as="image" href="${escapeHtml(brandAssetUrl(brand.assets.defaultBanner))}" fetchpriority="high" />`;
}

/**
 * What goes in place of `<!--wl:head-->`: theme colour, icons, manifest, theme variables, skeleton CSS, the route
 * script and the download bar's.
 */
export function headHtml(brand: BrandConfig, description: string): string {
  const favicon = brand.assets.favicon;
  return [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(brand.theme.colors.header)}" />`,
    `<meta name="color-scheme" content="${brand.theme.mode}" />`,
    `<link rel="icon" href="${escapeHtml(brandAssetUrl(favicon))}" type="${imageMimeType(favicon)}" />`,
    `<link rel="apple-touch-icon" sizes="180x180" href="/m/${appleTouchIcon}" />`,
    `<link rel="manifest" href="/m/${manifestFileName}" />`,
    bannerPreloadHtml(brand),
    // Home-screen clips on iOS: full screen, the brand's short name, the status bar over the header colour.
    `<meta name="mobile-web-app-capable" content="yes" />`,
    `<meta name="apple-mobile-web-app-capable" content="yes" />`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(brand.shortName)}" />`,
    `<meta name="apple-mobile-web-app-status-bar-style" content="${brand.theme.mode === 'dark' ? 'black' : 'default'}" />`,
    `<style id="wl-theme">${themeCssText(brand.theme)}${skeletonCss()}</style>`,
    routeScript(),
    downloadBarScript(brandDownloadLinks(brand)),
  ].join('\n    ');
}
