import type { BrandConfig } from '@wl/brand/schema';
import { brandAssetUrl, earlyInstallOffer, staticFrameId } from '@wl/brand/schema';
import type { EntryFrame, EntryRoute, FrameStrip } from './entry-routes';
import { entryRoutes } from './entry-routes';
import { downloadBarCss, downloadBarHtml, type DownloadBarTexts } from './download-bar';
import { askFirstCallsScript, type FirstCalls } from './first-calls';
import { escapeHtml, jsonForScript } from './html';
import type { ImageSize } from './image-size';

/** Header height shared with the shell's header, so React's first render does not shift the page. */
export const skeletonHeaderHeight = 48;
const logoHeight = 32;
/**
 * The placeholder tiles of a loading game list, shaped as the games library's tiles (TilePlaceholders in panels.tsx,
 * GameTile): 9 tiles in a 12 px padded grid of 96 px columns at least, 8 px apart; each a square picture and, 4 px
 * below it, a 36 px name (TILE_NAME_HEIGHT).
 */
export const loadingTiles = 9;
/** Height of a tile's name under its picture (games TILE_NAME_HEIGHT). */
const tileNameHeight = 36;
/** Height of a menu of tabs (ui-kit Tabs: 44 px tabs over a 1 px line): the game list's category menu, a search menu's tabs. */
const tabsHeight = 45;
/** Height of a category page's vendor menu: its tabs hold a 20 px logo over two lines of the vendor's name (games VendorMenu). */
const vendorMenuHeight = 51;
/** Height of the bar of a category page's search menu (games SearchMenu: a 40 px field, 10 px above, 4 px below). */
const searchBarHeight = 54;
/** The search menu's look: its bar with the field, and the line under its tabs. */
const searchMenuHtml =
  '<span class="wl-sk-searchbar"><span class="wl-sk-search"></span></span><span class="wl-sk-stabs"></span>';
/**
 * The place of a page's first vendor block's heading (games VendorBlocksPanel): the panel's 12 px, the heading's
 * 21 px line between margins of 8 px, less the tiles' own 12 px padding.
 */
const blockHeadHeight = 12 + 8 + 21 + 8 - 12;
/** Every strip's place, top to bottom as a route names them. */
const frameStrips: readonly FrameStrip[] = ['categoryMenu', 'vendorMenu', 'searchMenu', 'blockHead'];
/** What each strip holds besides its place. */
const stripHtml: Record<FrameStrip, string> = {
  categoryMenu: '',
  vendorMenu: '',
  searchMenu: searchMenuHtml,
  blockHead: '<span class="wl-sk-line"></span>',
};
/** Height of a vendor card (games VendorList: two 18 px lines of the name over a 16 px count, 10 px padding, a border). */
const vendorCardHeight = 74;
/** Vendor cards of a loading vendor list (games VendorList). */
const loadingVendorCards = 6;

/** Cards of the promotions' frame: a phone's screen shows the first and part of the second. */
const loadingPromotionCards = 2;

/** Frames drawn under the home header (the home frame and every path without an entry route). */
const framesWithHomeHeader: readonly EntryFrame[] = ['home'];
/** Frames that draw the brand's default banner (the home frame and the login/register frames). */
export const framesWithBanner: readonly EntryFrame[] = ['home', 'account'];
/** Frames drawn under a title header (back arrow, the page's title). */
const framesWithTitleHeader: readonly EntryFrame[] = ['games', 'help', 'promotions'];

const routeSelector = (route: EntryRoute, inner: string) => `html[data-wl-route=${route.id}] ${inner}`;

/** The class of a route's frame: the account frame is one per route (its tab is selected), the others one per kind. */
const frameClass = (route: EntryRoute) =>
  route.frame === 'account' ? `wl-sk-f-account-${route.id}` : `wl-sk-f-${route.frame}`;

/**
 * CSS of the static first paint; colours come only from the theme variables. Every part is hidden unless the
 * route script marked the document with a route whose frame shows it; without a route (unknown paths) the
 * home header shows alone, as before any route had a frame.
 */
export function skeletonCss(routes: readonly EntryRoute[] = entryRoutes): string {
  const titleRoutes = routes.filter((route) => framesWithTitleHeader.includes(route.frame));
  const noHomeHeader = routes.filter((route) => !framesWithHomeHeader.includes(route.frame));
  const show = (list: readonly EntryRoute[], inner: (route: EntryRoute) => string, display: string) =>
    list.length === 0 ? '' : `${list.map((route) => routeSelector(route, inner(route))).join(',')}{display:${display}}`;
  return [
    'html,body{margin:0;background:var(--wl-color-bg);color:var(--wl-color-text);font-family:var(--wl-font-family)}',
    // The app renders into #root out of sight and out of the page's flow while the static frame is there; the
    // frame is removed when the route's first screen is shown (the shell's first-screen.ts).
    `#${staticFrameId}~#root{position:absolute;top:0;left:0;width:100%;height:0;overflow:hidden;visibility:hidden}`,
    downloadBarCss(),
    `.wl-sk{position:sticky;top:0;z-index:100;display:flex;align-items:center;gap:8px;height:${skeletonHeaderHeight}px;box-sizing:border-box;padding:0 12px;background:var(--wl-color-header);color:var(--wl-color-on-header)}`,
    '.wl-sk-home{justify-content:space-between}',
    `.wl-sk-logo{display:flex;align-items:center}.wl-sk-logo img{display:block;height:${logoHeight}px;width:auto}`,
    '.wl-sk-actions{display:flex;gap:8px}',
    '.wl-sk-btn{display:inline-flex;align-items:center;height:32px;padding:0 14px;border:1px solid currentColor;border-radius:var(--wl-radius);color:inherit;font-size:14px;font-weight:600;text-decoration:none}',
    '.wl-sk-primary{background:var(--wl-color-primary);border-color:var(--wl-color-primary);color:var(--wl-color-on-primary)}',
    // The title header of the shell (layout/header.tsx): 40 px sides, the title centred in 1.0625rem.
    '.wl-sk-bar{display:none;padding:0 4px 0 12px;gap:4px}',
    '.wl-sk-side{display:inline-flex;align-items:center;min-width:40px}',
    '.wl-sk-back{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;color:inherit;text-decoration:none;font-size:1.25rem}',
    '.wl-sk-title{flex:1;margin:0;overflow:hidden;font-size:1.0625rem;font-weight:600;text-align:center;white-space:nowrap;text-overflow:ellipsis}',
    '.wl-sk-title span{display:none}',
    show(titleRoutes, (route) => `.wl-sk-t-${route.id}`, 'inline'),
    show(titleRoutes, () => '.wl-sk-bar', 'flex'),
    show(noHomeHeader, () => '.wl-sk-home', 'none'),
    // Frames: one shows, the rest stay out of the page and of the accessibility tree.
    '.wl-sk-frame{display:none}',
    show(routes, (route) => `.${frameClass(route)}`, 'block'),
    // The brand's default top banner in the 750:300 box of the shell's top banner and of the login banner slot.
    '.wl-sk-banner{position:relative;aspect-ratio:750/300;overflow:hidden;background:var(--wl-color-surface)}',
    '.wl-sk-banner img{display:block;width:100%;height:100%;object-fit:cover}',
    '.wl-sk-banner p{position:absolute;left:6.4%;bottom:22%;margin:0;color:var(--wl-color-on-header);font-size:1.0625rem;font-weight:700;text-shadow:0 1px 3px var(--wl-color-overlay)}',
    // The places of the strips above a route's game tiles (`strips`): menus of tabs over a line, a search field.
    '.wl-sk-strip{display:none;box-sizing:border-box;border-bottom:1px solid var(--wl-color-border)}',
    `.wl-sk-s-categoryMenu{height:${tabsHeight}px}`,
    `.wl-sk-s-vendorMenu{height:${vendorMenuHeight}px;background:var(--wl-color-surface)}`,
    // The search menu: its bar (a 40 px field, 10 px above, 4 px below) over its tabs.
    '.wl-sk-s-searchMenu{border-bottom:0}',
    `.wl-sk-searchbar{display:block;height:${searchBarHeight}px;padding:10px 12px 4px;box-sizing:border-box}`,
    '.wl-sk-search{display:block;height:100%;box-sizing:border-box;border:1px solid var(--wl-color-border);border-radius:var(--wl-radius);background:var(--wl-color-surface)}',
    `.wl-sk-stabs{display:block;height:${tabsHeight}px;box-sizing:border-box;border-bottom:1px solid var(--wl-color-border)}`,
    // The first vendor block's heading: a line of its length, in the heading's place.
    `.wl-sk-s-blockHead{height:${blockHeadHeight}px;padding:20px 12px 0;border-bottom:0}`,
    '.wl-sk-s-blockHead .wl-sk-line{width:30%;height:21px;margin:0}',
    // The vendor's name the start script writes in its place, as the block's heading shows it (games BlockHead).
    '.wl-sk-bname{display:block;overflow:hidden;font-size:0.9375rem;font-weight:700;line-height:21px;white-space:nowrap;text-overflow:ellipsis;color:var(--wl-color-text)}',
    ...frameStrips.map((strip) =>
      show(
        routes.filter((route) => route.strips?.includes(strip)),
        () => `.wl-sk-s-${strip}`,
        'block',
      ),
    ),
    // A loading game list (games TilePlaceholders), whose first tiles the start script may draw (first-calls.ts).
    '.wl-sk-tiles ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:8px;margin:0;padding:12px;list-style:none}',
    '.wl-sk-tiles li{display:flex;flex-direction:column;gap:4px;min-width:0}',
    // A loading vendor list (games VendorList): cards of one height, two to a phone's width.
    '.wl-sk-cards{display:none}',
    '.wl-sk-cards ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px;margin:0;padding:12px;list-style:none}',
    `.wl-sk-card{display:block;min-height:${vendorCardHeight}px;box-sizing:border-box;border:1px solid var(--wl-color-border);border-radius:var(--wl-radius);background:var(--wl-color-surface)}`,
    show(
      routes.filter((route) => route.list === 'vendorCards'),
      () => '.wl-sk-cards',
      'block',
    ),
    show(
      routes.filter((route) => route.list === 'vendorCards'),
      () => '.wl-sk-tiles',
      'none',
    ),
    '.wl-sk-ph{display:block;aspect-ratio:1;overflow:hidden;border-radius:var(--wl-skeleton-radius,var(--wl-radius));background:var(--wl-color-border)}',
    '.wl-sk-ph img{display:block;width:100%;height:100%;object-fit:cover;background:var(--wl-color-surface)}',
    `.wl-sk-name{display:-webkit-box;height:${tileNameHeight}px;overflow:hidden;font-size:0.75rem;line-height:18px;text-align:center;word-break:break-word;-webkit-line-clamp:2;-webkit-box-orient:vertical}`,
    '.wl-sk-line{display:block;height:16px;margin:0 0 12px;border-radius:4px;background:var(--wl-color-border)}',
    // The help centre (content HelpScreen, the app's body text at 1.4): the topics' menu, 34 % wide and at least 96
    // px, beside the chosen topic, one panel as tall as the screen less the room the shell keeps under it for the
    // floating service button (72 + 48 + 12 px). The start script draws the topics' links and the chosen topic's text
    // (first-calls.ts) in the places and the styles of the app's buttons and its SafeHtml.
    '.wl-sk-help{display:grid;grid-template-columns:minmax(96px,34%) 1fr;min-height:calc(100vh - 132px - env(safe-area-inset-bottom));background:var(--wl-color-surface);color:var(--wl-color-text);line-height:1.4}',
    '.wl-sk-help *{box-sizing:border-box}',
    '.wl-sk-hmenu{border-right:1px solid var(--wl-color-border)}.wl-sk-hmenu ul{margin:0;padding:0;list-style:none}',
    '.wl-sk-hmenu a,.wl-sk-hitem{display:flex;align-items:center;width:100%;min-height:48px;padding:8px 10px;border-left:3px solid transparent;color:var(--wl-color-text);font-size:0.875rem;text-decoration:none}',
    '.wl-sk-hmenu a[aria-current=true]{border-left-color:var(--wl-color-primary);color:var(--wl-color-primary);font-weight:600}',
    '.wl-sk-hitem .wl-sk-line{flex:1;margin:0}',
    '.wl-sk-hpane{min-width:0;padding:12px 14px 24px}',
    '.wl-sk-hbody{line-height:1.55;overflow-wrap:anywhere}.wl-sk-hbody img{max-width:100%;height:auto}.wl-sk-hbody a{color:var(--wl-color-primary)}',
    '.wl-sk-hbody table{border-collapse:collapse;max-width:100%}.wl-sk-hbody td,.wl-sk-hbody th{border:1px solid var(--wl-color-border);padding:4px 6px}',
    '.wl-sk-hbody h1,.wl-sk-hbody h2,.wl-sk-hbody h3,.wl-sk-hbody h4{margin:0.6em 0 0.4em;font-size:1rem}.wl-sk-hbody p{margin:0 0 0.6em}',
    // The promotions' list (content PromotionList): a page of 12 px insets, its title, then cards of a 750:300
    // picture over their texts, 12 px apart. The start script gives the first card its picture (first-calls.ts).
    '.wl-sk-page{padding:12px 12px 24px}',
    '.wl-sk-stitle{display:block;margin:0 0 12px;font-size:1rem;font-weight:600;line-height:1.3}',
    '.wl-sk-promos{display:grid;gap:12px;margin:0;padding:0;list-style:none}',
    '.wl-sk-promo{display:block;overflow:hidden;border:1px solid var(--wl-color-border);border-radius:var(--wl-radius);background:var(--wl-color-surface)}',
    '.wl-sk-promo-ph{display:block;aspect-ratio:750/300;background:var(--wl-color-border)}',
    '.wl-sk-promo-ph img{display:block;width:100%;height:100%;object-fit:cover}',
    '.wl-sk-promo-text{display:block;padding:10px 12px 12px}.wl-sk-promo-text .wl-sk-line:last-child{width:60%;margin:0}',
    // The login and register screen: back bar (44 px), banner, tabs (44 px), form fields.
    '.wl-sk-backbar{display:flex;align-items:center;min-height:44px;padding:0 16px}',
    '.wl-sk-backlink{display:inline-flex;align-items:center;gap:6px;min-height:44px;color:var(--wl-color-text);font-size:0.9375rem}',
    '.wl-sk-tabs{display:flex;border-bottom:1px solid var(--wl-color-border)}',
    '.wl-sk-tab{flex:1;display:flex;align-items:center;justify-content:center;min-height:44px;padding:0 14px;color:var(--wl-color-text);font-weight:600;text-decoration:none}',
    '.wl-sk-tab[aria-current=page]{color:var(--wl-color-primary);box-shadow:inset 0 -2px 0 var(--wl-color-primary)}',
    '.wl-sk-form{padding:16px}.wl-sk-field{display:block;height:44px;margin:0 0 16px;border-radius:var(--wl-radius);background:var(--wl-color-border)}',
  ]
    .filter((rule) => rule !== '')
    .join('');
}

/** Paths → route id, as the head script reads them. */
export function routeIdsByPath(routes: readonly EntryRoute[] = entryRoutes): Record<string, string> {
  return Object.fromEntries(routes.flatMap((route) => route.paths.map((path) => [path, route.id])));
}

/**
 * Inline script in the head: marks the document with the entry route of the address (`data-wl-route`)
 * before the body is parsed, so the first paint shows that route's frame. Paths compare as the layout rules
 * do (trailing slashes dropped; `/m/` is `/m`).
 */
export function routeScript(routes: readonly EntryRoute[] = entryRoutes): string {
  return `<script>(function(){var r=${jsonForScript(routeIdsByPath(routes))}[location.pathname.replace(/\\/+$/,'')||'/'];if(r)document.documentElement.setAttribute('data-wl-route',r)})()</script>`;
}

export interface SkeletonTexts {
  login: string;
  register: string;
  home: string;
  back: string;
  loading: string;
  /** Alternative text of the login/register banner (the app's `login.banner`). */
  accountBanner: string;
  /** Accessible name of the login/register tabs. */
  accountTabs: string;
  /** Accessible name of the help centre's menu of topics (the app's `content.help.topics`). */
  helpTopics: string;
  /** The default-language text of every entry route's `titleKey`. */
  titles: Readonly<Record<string, string>>;
  /** The download bar's texts. */
  downloadBar: DownloadBarTexts;
}

function bannerHtml(brand: BrandConfig, alt: string): string {
  const caption = (brand.bannerCaptions as Readonly<Record<string, string | undefined>>)[brand.languages.default];
  return [
    `<div class="wl-sk-banner"><img src="${escapeHtml(brandAssetUrl(brand.assets.defaultBanner))}" alt="${escapeHtml(alt)}" width="750" height="300" fetchpriority="high" />`,
    caption ? `<p>${escapeHtml(caption)}</p>` : '',
    '</div>',
  ].join('');
}

const placeholders = (count: number, html: string) => Array.from({ length: count }, () => html).join('');

/** A loading game list's placeholder tiles (a picture's place and a name's), named by the loading text. */
export function loadingTilesHtml(loading: string): string {
  return `<div class="wl-sk-tiles" role="status" aria-busy="true" aria-label="${escapeHtml(loading)}"><ul>${placeholders(loadingTiles, '<li><span class="wl-sk-ph"></span><span class="wl-sk-name"></span></li>')}</ul></div>`;
}

/**
 * The promotions' frame: the list's title over its loading cards, each a picture's place over two lines of text; the
 * start script gives the first card its picture (first-calls.ts).
 */
export function loadingPromotionsHtml(title: string, loading: string): string {
  const card = `<li><span class="wl-sk-promo"><span class="wl-sk-promo-ph"></span><span class="wl-sk-promo-text">${placeholders(2, '<span class="wl-sk-line"></span>')}</span></span></li>`;
  return [
    `<div class="wl-sk-frame wl-sk-f-promotions wl-sk-page" role="status" aria-busy="true" aria-label="${escapeHtml(loading)}">`,
    `<span class="wl-sk-stitle">${escapeHtml(title)}</span>`,
    `<ul class="wl-sk-promos">${placeholders(loadingPromotionCards, card)}</ul>`,
    '</div>',
  ].join('');
}

/**
 * The help centre's frame: the topics' menu beside the chosen topic, both loading; the start script draws the topics
 * and the topic's text into them (first-calls.ts `drawHelpScript`).
 */
export function loadingHelpHtml(topics: string, loading: string): string {
  return [
    '<div class="wl-sk-frame wl-sk-f-help">',
    `<div class="wl-sk-help" role="status" aria-busy="true" aria-label="${escapeHtml(loading)}">`,
    `<nav class="wl-sk-hmenu" aria-label="${escapeHtml(topics)}"><ul>${placeholders(3, '<li><span class="wl-sk-hitem"><span class="wl-sk-line"></span></span></li>')}</ul></nav>`,
    `<article class="wl-sk-hpane"><div class="wl-sk-hbody">${placeholders(3, '<span class="wl-sk-line"></span>')}</div></article>`,
    '</div>',
    '</div>',
  ].join('');
}

/**
 * The static first paint, before any JavaScript runs: the home header (logo sized so nothing shifts, real
 * Login and Register links) or a title header with a real back link, then the frame of the route the head
 * script named: the brand's default top banner with its caption, a loading game list, the help centre's loading menu and topic
 * or the login/register screen's back bar, banner and tabs, all in the default language, in `#wl-frame` before the
 * app's root. The app removes it when the route's first screen is shown, and its own boxes take the same places.
 */
export function skeletonHtml(
  brand: BrandConfig,
  texts: SkeletonTexts,
  logoSize: ImageSize,
  routes: readonly EntryRoute[] = entryRoutes,
): string {
  const logo = escapeHtml(brandAssetUrl(brand.assets.logo));
  const titled = routes.filter((route) => framesWithTitleHeader.includes(route.frame));
  const loading = escapeHtml(texts.loading);
  const title = (route: EntryRoute) => escapeHtml(texts.titles[route.titleKey] ?? route.titleKey);
  const account = routes.filter((route) => route.frame === 'account');
  const accountTabs = (current: EntryRoute) =>
    account
      .map(
        (r) =>
          `<a class="wl-sk-tab" href="${escapeHtml(r.paths[0] ?? '/m/home')}"${r === current ? ' aria-current="page"' : ''}>${title(r)}</a>`,
      )
      .join('');
  const accountFrames = account.map((route) =>
    [
      `<div class="wl-sk-frame ${frameClass(route)}">`,
      `<div class="wl-sk-backbar"><a class="wl-sk-backlink" href="/m/home"><span aria-hidden="true">‹</span> ${escapeHtml(texts.back)}</a></div>`,
      bannerHtml(brand, texts.accountBanner),
      `<nav class="wl-sk-tabs" aria-label="${escapeHtml(texts.accountTabs)}">${accountTabs(route)}</nav>`,
      `<div class="wl-sk-form" role="status" aria-busy="true" aria-label="${loading}">${placeholders(3, '<span class="wl-sk-field"></span>')}</div>`,
      '</div>',
    ].join(''),
  );
  return [
    `<div id="${staticFrameId}">`,
    downloadBarHtml(brand, texts.downloadBar),
    '<header class="wl-sk wl-sk-home">',
    `<a class="wl-sk-logo" href="/m/home" aria-label="${escapeHtml(`${brand.displayName} – ${texts.home}`)}">`,
    `<img src="${logo}" alt="${escapeHtml(brand.displayName)}" width="${logoSize.width}" height="${logoSize.height}" fetchpriority="high" />`,
    '</a>',
    '<nav class="wl-sk-actions">',
    `<a class="wl-sk-btn" href="/m/login">${escapeHtml(texts.login)}</a>`,
    `<a class="wl-sk-btn wl-sk-primary" href="/m/register">${escapeHtml(texts.register)}</a>`,
    '</nav>',
    '</header>',
    '<header class="wl-sk wl-sk-bar">',
    `<span class="wl-sk-side"><a class="wl-sk-back" href="/m/home" aria-label="${escapeHtml(texts.back)}"><span aria-hidden="true">‹</span></a></span>`,
    `<h1 class="wl-sk-title">${titled.map((route) => `<span class="wl-sk-t-${route.id}">${title(route)}</span>`).join('')}</h1>`,
    '<span class="wl-sk-side"></span>',
    '</header>',
    '<main class="wl-sk-main">',
    `<div class="wl-sk-frame wl-sk-f-home">${bannerHtml(brand, '')}</div>`,
    '<div class="wl-sk-frame wl-sk-f-games">',
    ...frameStrips.map((strip) => `<div class="wl-sk-strip wl-sk-s-${strip}">${stripHtml[strip]}</div>`),
    loadingTilesHtml(texts.loading),
    `<div class="wl-sk-cards" role="status" aria-busy="true" aria-label="${loading}"><ul>${placeholders(loadingVendorCards, '<li><span class="wl-sk-card"></span></li>')}</ul></div>`,
    '</div>',
    loadingHelpHtml(texts.helpTopics, texts.loading),
    ...routes
      .filter((route) => route.frame === 'promotions')
      .map((route) => loadingPromotionsHtml(texts.titles[route.titleKey] ?? route.titleKey, texts.loading)),
    ...accountFrames,
    '</main>',
    '</div>',
  ].join('');
}

export { logoHeight };

/** The shell's entry script tag as Vite writes it into index.html. */
export const entryScriptPattern = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * `modulepreload` tags in the shell's index.html: Vite writes one per static import of the entry even with
 * `modulePreload: false` (which only stops the preloads of dynamic imports); the start script announces them instead.
 */
export const shellPreloadPattern = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface AppStart {
  /** The shell's entry module. */
  entry: string;
  /** The chunks the entry imports, its start stages and their chunks (build manifest: first-paint-files.ts). */
  shellFiles: readonly string[];
  /** Per entry route id, the chunks of its first screen beyond the entry's (first-paint-files.ts). */
  filesByRoute: Readonly<Record<string, readonly string[]>>;
  /** The routes' first calls, asked with the chunks (first-calls.ts). */
  firstCalls: FirstCalls;
  /** The sanitiser's chunk (`sanitizerSource`), which the help page imports to draw its topic (decision 0095). */
  sanitizer: string;
}

/**
 * Links announced per task: adding a `modulepreload` link starts its request on the main thread, 1–5 ms each (more
 * on a slow phone, and with the lab's trace on: 2.4 ms a link on a busy day), so the 40–50 links of a route are
 * added one per task and never make a long one (six per task made tasks of 20–40 ms in the lab's trace, three of
 * 10–30 ms, 4× slowed there). The tasks follow each other through a message channel: a chain of timers would wait
 * 4 ms a link once nested five deep.
 */
export const announcedPerTask = 1;

/** The longest the start script waits, after the first paint, for the pictures it draws into the frame. */
export const picturesWaitMs = 500;
/**
 * The app starts at the latest this long after the page's script ran, painted or not (a hidden page gets no frames):
 * past the first paint and the pictures' wait on a phone.
 */
export const startAtTheLatestMs = 1000;

/**
 * The app's start, one inline script in place of the shell's entry `<script type="module">` (decision 0059,
 * 0067). After the static frame's first contentful paint (as the browser reports it, else after the first frame)
 * it announces, with `<link rel="modulepreload">`, the entry, every chunk the entry imports and the chunks of the
 * route's first screen (`data-wl-route`), a few per task, so none waits behind another and none competes with the
 * frame's HTML and banner for the first paint. Just before, in a task of its own, it asks the route's first calls
 * (the system status, the lobby's data…; first-calls.ts, decision 0069), so their answers arrive while the scripts
 * download instead of after them. It also keeps a browser install offer that comes before the app
 * runs (`window[earlyInstallOffer]`, taken by the shell's `captureInstallPrompt`). On a route where it draws the
 * first hot pictures into the frame (the game list), it announces the scripts once they are painted, 500 ms after the
 * first paint at the latest. It imports the entry after the frame that shows the frame's visible pictures decoded,
 * or 1 s after it ran at the latest (a hidden page gets no frames), so the largest paint never waits behind the
 * download or the evaluation of the scripts.
 */
export function appStartHtml({ entry, shellFiles, filesByRoute, firstCalls, sanitizer }: AppStart): string {
  const routeFiles = Object.fromEntries(Object.entries(filesByRoute).filter(([, list]) => list.length > 0));
  const script = [
    // The browser's install offer can come before the app runs: kept for it (captureInstallPrompt).
    `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window[${jsonForScript(earlyInstallOffer)}]=e});`,
    '(function(){var started=false,announced=false;',
    `var files=${jsonForScript([entry, ...shellFiles])}.concat(${jsonForScript(routeFiles)}[document.documentElement.getAttribute('data-wl-route')]||[]);`,
    `function announce(){if(announced)return;announced=true;var i=0,next=window.MessageChannel?new MessageChannel():null;function later(){if(next)next.port2.postMessage(0);else setTimeout(some,0)}function some(){for(var n=0;n<${announcedPerTask}&&i<files.length;n++,i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=files[i];document.head.appendChild(l)}if(i<files.length)later()}if(next)next.port1.onmessage=some;some()}`,
    askFirstCallsScript(firstCalls, sanitizer),
    `function start(){if(started)return;started=true;ask();announce();import(${jsonForScript(entry)})}`,
    'function afterFrame(run){requestAnimationFrame(function(){setTimeout(run,0)})}',
    // The first contentful paint as the browser reports it: the frame is shown some time after it was drawn.
    "function afterFirstPaint(run){var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];if(types.indexOf('paint')<0)return afterFrame(run);var done=false,seen=new P(function(list){if(done||!list.getEntriesByName('first-contentful-paint').length)return;done=true;seen.disconnect();setTimeout(run,0)});seen.observe({type:'paint',buffered:true})}",
    // The calls, the announcement and the wait for the pictures each in a task of their own: together they made a
    // task of about 18 ms in the lab's trace (72 ms 4× slowed, blocking).
    // The pictures the start script draws into the frame (`drawn`, the game list's first row) are painted before the
    // scripts are announced, so they have the connection to themselves; 500 ms at most.
    `function whenDrawn(run){if(!drawn)return run();var done=false;function once(){if(!done){done=true;afterFrame(run)}}drawn.then(once,once);setTimeout(once,${picturesWaitMs})}`,
    'afterFirstPaint(function(){ask();setTimeout(function(){whenDrawn(function(){announce();setTimeout(function(){',
    `var shown=[].filter.call(document.querySelectorAll('#${staticFrameId} img'),function(i){return i.getClientRects().length>0});`,
    'Promise.all(shown.map(function(i){return i.decode().catch(function(){})})).then(function(){afterFrame(start)})',
    `},0)})},0)});setTimeout(start,${startAtTheLatestMs})})()`,
  ].join('');
  return `<script>${script}</script>`;
}
