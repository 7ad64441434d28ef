import { earlyAnswersProperty, type EarlyRequest } from '@wl/api-client';
import { bannerImage } from '@wl/api-client/contract/banner-image';
import { helpIndex, helpTopicHeadingsFrom } from '@wl/api-client/contract/help-calls';
import { iconSrc, imageCdnDrawProperty, pickImageCdn } from '@wl/api-client/contract/image-cdn';
import { storageKeys } from '@wl/api-client/contract/storage-keys';
import type { BrandConfig } from '@wl/brand/schema';
import { staticFrameId } from '@wl/brand/schema';
import { categoryPageVendorCategories } from '@wl/api-client/contract/first-catalogue-calls';
import {
  routeFirstCallNames,
  routeFirstCallStops,
  routeFirstCalls,
  vendorMark,
  type EntryFrame,
  type EntryRoute,
} from './entry-routes';
import { jsonForScript } from './html';

/**
 * Stands for the page's language in the requests written into the page: the start script puts the language it
 * picks in its place (upper-case letters only, so an address keeps it as it is).
 */
export const languageMark = 'XXLANGXX';

/** The first calls of every entry route, as the start script reads them (decision 0069). */
export interface FirstCalls {
  /** Every distinct request, the language left as `languageMark`. */
  requests: EarlyRequest[];
  /** Per route id, the indexes of its requests. */
  routes: Record<string, number[]>;
  /** The languages the brand offers, and its default: the app's own choice of language (language-choice.ts). */
  offered: string[];
  fallback: string;
  /**
   * Per route id with `pictures`: the place of the list whose games' pictures the script draws into the static frame
   * among its requests (the status is the first), how many, and what the list is: the hot games (`hot`, the answer a
   * list of games) or a category's first page of games (`page`, the answer a page holding them).
   */
  pictures: Record<string, RoutePictures>;
  /**
   * Per route id with the promotions' frame: the place of the promotions' list among its requests, whose first
   * promotion's picture the script draws into the frame's first card (`drawPromotionScript`).
   */
  promotionPicture: Record<string, number>;
  /**
   * Per route id with the help frame: the place of the help topics among its requests, whose chosen topic the script
   * draws into the frame (`drawHelpScript`).
   */
  helpTopics: Record<string, number>;
  /**
   * Per route id whose first screen shows vendor blocks: the places among its requests of the vendors' answer and of
   * its first block's first page of games, which the script asks once the vendors are in, for the first vendor of the
   * page's categories (`firstBlockScript`).
   */
  firstBlock: Record<string, FirstBlock>;
  /**
   * Per request asked only for some addresses, the query parameters with which it is not asked (`routeFirstCallStops`).
   */
  plainOnly: Record<number, readonly string[]>;
}

export interface FirstBlock {
  vendors: number;
  games: number;
  /** The vendors' categories the page shows, in order (the contract's `categoryPageVendorCategories`). */
  categories: readonly string[];
}

export interface RoutePictures {
  list: number;
  count: number;
  from: 'hot' | 'page';
}

/** The place of the list a route draws pictures of among its first calls, with its picture count. */
function picturesOf(route: EntryRoute): RoutePictures | undefined {
  if (!route.pictures) return undefined;
  const names = routeFirstCallNames(route);
  const page = names.findIndex((name) => name === 'categoryGames' || name === 'firstBlockGames');
  const list = page >= 0 ? page : names.indexOf('hotGames');
  if (list < 0) throw new Error(`Route ${route.id} draws games' pictures but asks no list of games first`);
  return { list, count: route.pictures, from: page >= 0 ? 'page' : 'hot' };
}

/** The place among a route's first calls of the answer its frame draws from, when the route has that frame. */
function framePlaceOf(route: EntryRoute, frame: EntryFrame, call: 'promotions' | 'helpTopics'): number | undefined {
  if (route.frame !== frame) return undefined;
  const list = routeFirstCallNames(route).indexOf(call);
  if (list < 0) throw new Error(`Route ${route.id} draws the ${frame} frame but does not ask ${call} first`);
  return list;
}

/** The places of the vendors and of the first block's games among the first calls of a route that asks them. */
function firstBlockOf(route: EntryRoute): FirstBlock | undefined {
  const names = routeFirstCallNames(route);
  const games = names.indexOf('firstBlockGames');
  // The contract's table asks the vendors before it (`firstCatalogueCallsOf`), for a category page only.
  if (games < 0 || !route.category) return undefined;
  return { vendors: names.indexOf('vendorTypes'), games, categories: categoryPageVendorCategories(route.category) };
}

/** The first calls of the routes for this brand's visitors. */
export function firstCallsOf(routes: readonly EntryRoute[], brand: Pick<BrandConfig, 'merchantCode' | 'languages'>) {
  for (const mark of [languageMark, vendorMark])
    if (brand.merchantCode.includes(mark)) throw new Error(`A merchant code may not contain ${mark}`);
  const requests: EarlyRequest[] = [];
  const keys: string[] = [];
  const byRoute: Record<string, number[]> = {};
  const pictures: Record<string, RoutePictures> = {};
  const plainOnly: Record<number, readonly string[]> = {};
  const promotionPicture: Record<string, number> = {};
  const helpTopics: Record<string, number> = {};
  const firstBlock: Record<string, FirstBlock> = {};
  for (const route of routes) {
    const routePictures = picturesOf(route);
    if (routePictures) pictures[route.id] = routePictures;
    const promotionList = framePlaceOf(route, 'promotions', 'promotions');
    if (promotionList !== undefined) promotionPicture[route.id] = promotionList;
    const topics = framePlaceOf(route, 'help', 'helpTopics');
    if (topics !== undefined) helpTopics[route.id] = topics;
    const block = firstBlockOf(route);
    if (block) firstBlock[route.id] = block;
    const stops = routeFirstCallStops(route);
    byRoute[route.id] = routeFirstCalls(route, { merchant: brand.merchantCode, language: languageMark }).map(
      (request, i) => {
        const key = JSON.stringify(request);
        if (!keys.includes(key)) {
          keys.push(key);
          requests.push(request);
        }
        const at = keys.indexOf(key);
        const stop = stops[i] ?? [];
        if (stop.length > 0) plainOnly[at] = stop;
        return at;
      },
    );
  }
  return {
    requests,
    routes: byRoute,
    pictures,
    promotionPicture,
    helpTopics,
    firstBlock,
    plainOnly,
    offered: [...brand.languages.offered],
    fallback: brand.languages.default,
  } satisfies FirstCalls;
}

/**
 * The start script's `drawPictures(status, list, count, from)`: once both early answers are in, draws the pictures and
 * names of the list's first `count` games into the first placeholder tiles of the static frame (decisions 0077, 0090),
 * from the image CDN the app will pick (decision 0075): the same function (`pickImageCdn`, its source written here)
 * with the same draw, which it leaves in `window[imageCdnDrawProperty]`. The app's tiles then take the same boxes with
 * the same addresses, which the browser already has. The hot games (`from` 'hot', a list) only when the page shows
 * the HOT tab first (no `gameType` in the address, or HOT); a category's first page (`from` 'page', the games in its
 * `games`) is asked only for an address without a list filter. It reads copies of the answers, so the app's
 * transport still takes them whole; an answer that fails or is not what it expects draws nothing. Gives a promise
 * settled once the drawn pictures are decoded (or none was drawn).
 */
export function drawPicturesScript(): string {
  return [
    `var pickImageCdn=(${String(pickImageCdn)}),iconSrc=(${String(iconSrc)});`,
    'function drawPictures(status,list,count,from){',
    "if(from==='hot'&&(new URLSearchParams(location.search).get('gameType')||'HOT').toUpperCase()!=='HOT')return null;",
    `var draw=Math.random();window[${jsonForScript(imageCdnDrawProperty)}]=draw;`,
    'function body(a){return a.then(function(r){return r.ok?r.clone().json():null})}',
    "return Promise.all([body(status),body(list)]).then(function(v){var a=v[1]&&v[1].value,games=from==='page'?a&&a.games:a;if(!Array.isArray(games))return;",
    'var info=v[0]&&v[0].value&&v[0].value.info,cdn=pickImageCdn(info&&info.imageCDNs,function(){return draw}),',
    `tiles=document.querySelectorAll(${jsonForScript(`#${staticFrameId} .wl-sk-tiles li`)}),shown=[];`,
    "games.slice(0,count).forEach(function(g,i){var t=tiles[i];if(!g||typeof g.iconUrl!=='string'||!t)return;",
    "var p=t.querySelector('.wl-sk-ph'),n=t.querySelector('.wl-sk-name'),img=document.createElement('img');",
    "img.alt='';img.width=200;img.height=200;img.setAttribute('fetchpriority','high');img.src=iconSrc(cdn,g.iconUrl);",
    "p.appendChild(img);if(n&&typeof g.gameName==='string')n.textContent=g.gameName;",
    'shown.push(img.decode?img.decode().catch(function(){}):0)});return Promise.all(shown)',
    '}).catch(function(){})}',
  ].join('');
}

/**
 * The start script's `drawPromotion(list)`: once the promotions' list is in, draws its first promotion's picture into
 * the first card of the static frame (decision 0094), at the address the app's card takes (`bannerImage`, its source
 * written here), asked first and with a high priority as the app's first card asks it. It reads a copy of the answer,
 * so the app's transport still takes it whole; an answer that fails or is not what it expects draws nothing. Gives a
 * promise settled once the picture is decoded (or none was drawn).
 */
export function drawPromotionScript(): string {
  return [
    `var bannerImage=(${String(bannerImage)});`,
    'function drawPromotion(list){return list.then(function(r){return r.ok?r.clone().json():null}).then(function(v){',
    'var a=v&&v.value,p=a&&Array.isArray(a.promotions)&&a.promotions[0],',
    "src=p&&typeof p.imageUrl==='string'&&bannerImage(p.imageUrl),",
    `box=document.querySelector(${jsonForScript(`#${staticFrameId} .wl-sk-promo-ph`)});if(!src||!box)return;`,
    "var img=document.createElement('img');img.alt='';img.width=750;img.height=300;img.setAttribute('fetchpriority','high');img.src=src;",
    'box.appendChild(img);return img.decode?img.decode().catch(function(){}):0',
    '}).catch(function(){})}',
  ].join('');
}

/**
 * The start script's `drawHelp(list)`: once the help topics are in and the sanitiser's module is imported
 * (`sanitizerModule()`, the app's own chunk, which the app then finds loaded), draws the topics' titles into the help
 * frame's menu, as links to their `?i=`, and the chosen topic (`helpIndex`, its source written here) into its pane,
 * cleaned by the app's sanitiser with the app's heading levels (decision 0095): the app's help screen then takes the
 * same boxes with the same text. Titles are written as text; the topic's HTML only as the sanitiser gives it back.
 * It reads a copy of the answer, so the app's transport still takes it whole; an answer that fails or is not the
 * topics' list, or a sanitiser that does not load, draws nothing. Gives a promise settled once drawn (or not).
 */
export function drawHelpScript(sanitizer: string): string {
  return [
    `var helpIndex=(${String(helpIndex)});`,
    `function sanitizerModule(){return import(${jsonForScript(sanitizer)})}`,
    'function drawHelp(list){var clean;try{clean=sanitizerModule()}catch(e){clean=Promise.reject(e)}',
    'return Promise.all([list.then(function(r){return r.ok?r.clone().json():null}),clean]).then(function(v){',
    'var topics=v[0]&&v[0].value,sanitize=v[1]&&v[1].sanitizeHtml;',
    "if(!Array.isArray(topics)||!topics.length||typeof sanitize!=='function')return;",
    "if(!topics.every(function(t){return t&&typeof t.id==='number'&&typeof t.title==='string'&&typeof t.content==='string'}))return;",
    `var box=document.querySelector(${jsonForScript(`#${staticFrameId} .wl-sk-help`)});if(!box)return;`,
    "var at=helpIndex(new URLSearchParams(location.search).get('i'),topics.length),menu=box.querySelector('ul'),",
    "pane=box.querySelector('article'),body=box.querySelector('.wl-sk-hbody');if(!menu||!pane||!body)return;",
    `var html=sanitize(topics[at].content,${helpTopicHeadingsFrom});`,
    "menu.textContent='';topics.forEach(function(t,i){var li=document.createElement('li'),a=document.createElement('a');",
    "a.href='?i='+i;a.setAttribute('aria-current',String(i===at));a.textContent=t.title;li.appendChild(a);menu.appendChild(li)});",
    "pane.setAttribute('aria-label',topics[at].title);body.innerHTML=html;",
    "box.removeAttribute('role');box.removeAttribute('aria-busy');box.removeAttribute('aria-label')",
    '}).catch(function(){})}',
  ].join('');
}

/**
 * The start script's `askFirstBlock(vendors, request, categories, put)` and `drawBlockHead(vendor)`, on a page of
 * vendor blocks (the lottery's, decision 0096). Once the vendors' answer is in (a copy of it: the app's transport
 * still takes it whole), `askFirstBlock` picks the page's first vendor as the app's `categoryPageVendors` does (the
 * first of the vendors of its categories, in order) and asks its block's first page with the app's very request: the
 * route's request with the vendor in place of `vendorMark`. It gives the early answer's entry at once (its address
 * set when asked, so the transport matches nothing before) and the promise of the vendor; a vendors' answer that
 * fails or names no vendor asks nothing. `drawBlockHead` writes the vendor's name, as text, in place of the frame's
 * heading line, where the app's block heading comes.
 */
export function firstBlockScript(): string {
  return [
    'function askFirstBlock(vendors,r,categories,put){var h={},k;for(k in r.headers)h[k]=put(r.headers[k]);',
    "var e={url:'',headers:h,at:Date.now()},vendor=vendors.then(function(a){return a.ok?a.clone().json():null}).then(function(v){",
    "var m=v&&v.value&&v.value.mapping,l=null,i;if(m&&typeof m==='object')for(i=0;i<categories.length&&!l;i++){l=m[categories[i]];if(!Array.isArray(l)||!l.length)l=null}",
    "var f=l&&l[0];if(!f||typeof f.vassalage!=='string')throw new Error('no vendor');return f});",
    "e.answer=vendor.then(function(f){var s=put(r.url).split('?'),q=new URLSearchParams(s[1]),marked=[];",
    `q.forEach(function(v,n){if(v===${jsonForScript(vendorMark)})marked.push(n)});marked.forEach(function(n){q.set(n,f.vassalage)});`,
    "e.url=s[0]+'?'+q;e.at=Date.now();return fetch(e.url,{headers:h})});",
    // Neither may report an unhandled failure: a page without a vendor asks nothing.
    'e.answer.catch(function(){});vendor.catch(function(){});return{entry:e,vendor:vendor}}',
    'function drawBlockHead(vendor){return vendor.then(function(f){',
    `var line=document.querySelector(${jsonForScript(`#${staticFrameId} .wl-sk-s-blockHead .wl-sk-line`)});`,
    "if(!line||typeof f.accountTypeName!=='string')return;line.className='wl-sk-bname';line.textContent=f.accountTypeName",
    '}).catch(function(){})}',
  ].join('');
}

/**
 * The start script's `ask()`: sends the route's first calls, once, and leaves them in `window[earlyAnswersProperty]`
 * for the app's transport (`withEarlyAnswers`); a category's plain first page of games only for an address without a
 * list filter, the promotions' list only without a promotion's id (in their place `null`, which the transport passes
 * over). On a page of vendor blocks it asks the first block's games once the vendors are in and draws the block's
 * heading (`firstBlockScript`). On a route with `pictures` it then draws the first games' pictures into the static
 * frame (`drawPicturesScript`), on the promotions' route the first promotion's picture (`drawPromotionScript`), on
 * the help route the chosen topic with the sanitiser at `sanitizer` (`drawHelpScript`), and `drawn` holds the promise
 * of their drawing.
 * Only for a visitor in a browser tab, the requests the app sends then: with a session kept (a token on every call)
 * or as an installed app (another Device header) the app asks itself. Any failure (storage refused, no fetch) leaves
 * the calls to the app.
 */
export function askFirstCallsScript(calls: FirstCalls, sanitizer: string): string {
  const session = jsonForScript(storageKeys.sessionInfo);
  return [
    drawPicturesScript(),
    drawPromotionScript(),
    drawHelpScript(sanitizer),
    firstBlockScript(),
    `var asked=false,drawn=null,calls=${jsonForScript(calls)};`,
    'function ask(){if(asked)return;asked=true;try{',
    "var route=document.documentElement.getAttribute('data-wl-route'),ids=calls.routes[route],n=navigator;",
    "if(!ids||!ids.length||!window.fetch||n.standalone||(window.matchMedia&&matchMedia('(display-mode: standalone)').matches))return;",
    `if(localStorage.getItem(${session})||sessionStorage.getItem(${session}))return;`,
    `var kept=(localStorage.getItem(${jsonForScript(storageKeys.language)})||'').trim().toUpperCase(),`,
    'lang=calls.offered.indexOf(kept)<0?calls.fallback:kept,',
    `put=function(v){return v.split(${jsonForScript(languageMark)}).join(lang)};`,
    'var q=new URLSearchParams(location.search),b=calls.firstBlock[route];',
    `var early=window[${jsonForScript(earlyAnswersProperty)}]=ids.map(function(i,at){if(b&&at===b.games)return null;var f=calls.plainOnly[i];if(f&&f.some(function(p){return q.has(p)}))return null;var r=calls.requests[i],h={},k;`,
    'for(k in r.headers)h[k]=put(r.headers[k]);var u=put(r.url),a=fetch(u,{headers:h});',
    // A call nobody takes (the app never came) must not report an unhandled failure.
    'a.catch(function(){});return{url:u,headers:h,at:Date.now(),answer:a}});',
    'if(b&&early[b.vendors]){var fb=askFirstBlock(early[b.vendors].answer,calls.requests[ids[b.games]],b.categories,put);early[b.games]=fb.entry;drawBlockHead(fb.vendor)}',
    'var p=calls.pictures[route];if(p&&early[p.list])drawn=drawPictures(early[0].answer,early[p.list].answer,p.count,p.from);',
    'var c=calls.promotionPicture[route];if(c!==undefined&&early[c])drawn=drawPromotion(early[c].answer);',
    'var h=calls.helpTopics[route];if(h!==undefined&&early[h])drawn=drawHelp(early[h].answer)',
    '}catch(e){}}',
  ].join('');
}
