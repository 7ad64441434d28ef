import type { BrandConfig } from '@wl/brand/schema';
import { brandAssetUrl } from '@wl/brand/schema';
import { escapeHtml } from './html';
import type { ImageSize } from './image-size';

/** Header height shared with the shell's header, so React's first render does not shift the page. */
export const skeletonHeaderHeight = 48;
const logoHeight = 32;

/** CSS of the static header skeleton; colours come only from the theme variables. */
export const skeletonCss = [
  'html,body{margin:0;background:var(--wl-color-bg);color:var(--wl-color-text);font-family:var(--wl-font-family)}',
  `.wl-sk{position:sticky;top:0;display:flex;align-items:center;justify-content:space-between;gap:8px;height:${skeletonHeaderHeight}px;box-sizing:border-box;padding:0 12px;background:var(--wl-color-header);color:var(--wl-color-on-header)}`,
  `.wl-sk-logo{display:flex;align-items:center}.wl-sk-logo img{display:block;height:${logoHeight}px;width:auto}`,
  '.wl-sk-actions{display:flex;gap:8px}',
  '.wl-sk-btn{display:inline-flex;align-items:center;height:32px;padding:0 14px;border:1px solid currentColor;border-radius:var(--wl-radius);color:inherit;font-size:14px;font-weight:600;text-decoration:none}',
  '.wl-sk-primary{background:var(--wl-color-primary);border-color:var(--wl-color-primary);color:var(--wl-color-on-primary)}',
  // The default top banner, only on the home paths (the class comes from homePathScript): the largest paint of
  // home happens before any JavaScript module runs, in the box the shell's top banner then takes over.
  '.wl-sk-banner{display:none;position:relative;aspect-ratio:750/300;overflow:hidden;background:var(--wl-color-surface)}',
  '.wl-home .wl-sk-banner{display:block}',
  '.wl-sk-banner img{display:block;width:100%;height:100%;object-fit:cover}',
  '.wl-sk-banner p{position:absolute;left:6.4%;bottom:22%;margin:0;color:var(--wl-color-on-header);font-size:1.0625rem;font-weight:700;text-shadow:0 1px 3px var(--wl-color-overlay)}',
].join('');

/**
 * The top-banner paths of the layout rules (visitor-session-games §2: /, /m, /m/, /m/home, /m/index,
 * /m/index.html, /m/games; apps/shell/src/layout/rules.ts) as one pattern for the static page.
 */
export const homePathPattern = /^\/(m(\/(home|index(\.html)?|games)?)?)?\/*$/;

/** Inline script in the head: marks the document on the home paths before the body is parsed. */
export const homePathScript = `<script>if(${homePathPattern.toString()}.test(location.pathname))document.documentElement.classList.add('wl-home')</script>`;

export interface SkeletonTexts {
  login: string;
  register: string;
  home: string;
}

/**
 * The static header shown before any JavaScript runs: logo (sized, so nothing shifts) on the header
 * colour, with real Login and Register links in the default language, and on the home paths the brand's
 * default top banner with its caption in the default language. React's root replaces it.
 */
export function skeletonHtml(brand: BrandConfig, texts: SkeletonTexts, logoSize: ImageSize): string {
  const logo = escapeHtml(brandAssetUrl(brand.assets.logo));
  const caption = (brand.bannerCaptions as Readonly<Record<string, string | undefined>>)[brand.languages.default];
  return [
    '<header class="wl-sk">',
    `<a class="wl-sk-logo" href="/m/home" aria-label="${escapeHtml(`${brand.displayName} – ${texts.home}`)}">`,
    `<img src="${logo}" alt="${escapeHtml(brand.displayName)}" width="${logoSize.width}" height="${logoSize.height}" fetchpriority="high" />`,
    '</a>',
    '<nav class="wl-sk-actions">',
    `<a class="wl-sk-btn" href="/m/login">${escapeHtml(texts.login)}</a>`,
    `<a class="wl-sk-btn wl-sk-primary" href="/m/register">${escapeHtml(texts.register)}</a>`,
    '</nav>',
    '</header>',
    `<div class="wl-sk-banner"><img src="${escapeHtml(brandAssetUrl(brand.assets.defaultBanner))}" alt="" width="750" height="300" fetchpriority="high" />`,
    caption ? `<p>${escapeHtml(caption)}</p>` : '',
    '</div>',
  ].join('');
}

export { logoHeight };
