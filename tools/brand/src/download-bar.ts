import {
  deviceType,
  downloadBarVisible,
  downloadOptions,
  isDismissed,
  isIosSafari,
  parseIosVersion,
  type DownloadLinks,
} from '@wl/api-client/contract/download-offer';
import { runningMode } from '@wl/api-client/contract/running-mode';
import { storageKeys } from '@wl/api-client/contract/storage-keys';
import type { BrandConfig } from '@wl/brand/schema';
import { brandAssetUrl } from '@wl/brand/schema';
import { escapeHtml, jsonForScript } from './html';

/** Set on the document by the head script when the app will show the download bar above the header. */
export const downloadBarAttribute = 'data-wl-download-bar';

/** The brand's own app links: what the app offers before the status answer adds its own (shell `downloadLinks`). */
export function brandDownloadLinks(brand: Pick<BrandConfig, 'links'>): DownloadLinks {
  const { android, ios, iosProfile } = brand.links;
  return { ...(android ? { android } : {}), ...(ios ? { ios } : {}), ...(iosProfile ? { iosProfile } : {}) };
}

/** The contract's rules the head script runs, written side by side under their own names. */
const rules = {
  deviceType,
  parseIosVersion,
  isIosSafari,
  downloadOptions,
  isDismissed,
  downloadBarVisible,
  runningMode,
};

/**
 * Inline script in the head: marks the document (`data-wl-download-bar`) before the body is parsed when the app will
 * show the download bar, so the static frame keeps its place (decision 0077). It runs the app's own rule
 * (`downloadBarVisible` with `downloadOptions`, `@wl/api-client/contract/download-offer`, their source written here)
 * on the same inputs: the device, the running mode, the stored dismissal, and the brand's links. Only the status
 * answer's links and the browser's install offer are not known yet; they can only add to what is offered, so the
 * frame never keeps a place for a bar the app does not show. Any failure (storage refused) keeps no place.
 */
export function downloadBarScript(links: DownloadLinks): string {
  const written = Object.entries(rules)
    .map(([name, rule]) => `${name}=(${String(rule)})`)
    .join(',');
  return [
    `<script>(function(){try{var ${written};`,
    'var n=navigator,ua=n.userAgent,input={userAgent:ua,maxTouchPoints:n.maxTouchPoints||0},',
    "mode=runningMode({userAgent:ua,standalone:n.standalone,displayModeStandalone:!!(window.matchMedia&&matchMedia('(display-mode: standalone)').matches)}),",
    `device=deviceType(input),links=${jsonForScript(links)},`,
    'offered=downloadOptions({device:device,isSafari:isIosSafari(ua,device),runningMode:mode,links:links});',
    // The shell renders the bar for every visitor (`<DownloadBar />`: requireLogin false).
    `if(downloadBarVisible({dismissed:isDismissed(localStorage.getItem(${jsonForScript(storageKeys.hideDownloadBar)})),runningMode:mode,device:device,iosVersion:parseIosVersion(ua),hasIosLink:!!links.ios,hasOptions:offered.length>0,requireLogin:false,loggedIn:false}))`,
    `document.documentElement.setAttribute(${jsonForScript(downloadBarAttribute)},'')`,
    '}catch(e){}})()</script>',
  ].join('');
}

/** CSS of the download bar's place: the shell's bar (pieces/download-bar), shown only on a marked document. */
export function downloadBarCss(): string {
  return [
    '.wl-sk-dl{display:none;align-items:center;gap:8px;min-height:52px;box-sizing:border-box;padding:6px 8px 6px 4px;border-bottom:1px solid var(--wl-color-border);background:var(--wl-color-surface);color:var(--wl-color-text)}',
    `html[${downloadBarAttribute}] .wl-sk-dl{display:flex}`,
    '.wl-sk-dl-x{flex:none;display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;font-size:1.25rem}',
    '.wl-sk-dl img{flex:none;width:36px;height:36px;border-radius:8px}',
    '.wl-sk-dl p{flex:1;min-width:0;margin:0;font-size:0.8125rem;line-height:1.3}',
    '.wl-sk-dl-open{display:inline-flex;align-items:center;min-height:32px;box-sizing:border-box;padding:0 12px;border:1px solid var(--wl-color-primary);border-radius:var(--wl-button-radius,var(--wl-radius));background:var(--wl-color-primary);color:var(--wl-color-on-primary);font-size:0.8125rem;font-weight:600;line-height:1.2}',
  ].join('');
}

export interface DownloadBarTexts {
  /** The bar's text in the default language, the brand's name put in (`pieces.downloadBar.text`). */
  text: string;
  /** Its button (`pieces.downloadBar.open`). */
  open: string;
}

/**
 * The download bar's look, above the frame's header: its close mark, the app icon, the text and the button. Hidden
 * from assistive technology and inert until the app draws the real bar in its place.
 */
export function downloadBarHtml(brand: Pick<BrandConfig, 'assets'>, texts: DownloadBarTexts): string {
  return [
    '<div class="wl-sk-dl" aria-hidden="true">',
    '<span class="wl-sk-dl-x">×</span>',
    `<img src="${escapeHtml(brandAssetUrl(brand.assets.appIcon))}" alt="" width="36" height="36" />`,
    `<p>${escapeHtml(texts.text)}</p>`,
    `<span class="wl-sk-dl-open">${escapeHtml(texts.open)}</span>`,
    '</div>',
  ].join('');
}
