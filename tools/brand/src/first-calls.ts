import { earlyAnswersProperty, type EarlyRequest } from '@wl/api-client';
import { iconSrc, imageCdnDrawProperty, pickImageCdn } from '@wl/api-client/contract/image-cdn';
import { storageKeys } from '@wl/api-client/contract/storage-keys';
import type { BrandConfig } from '@wl/brand/schema';
import { staticFrameId } from '@wl/brand/schema';
import { routeFirstCallNames, routeFirstCalls, type EntryRoute } from './entry-routes';
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
   * Per route id with `hotPictures`: the place of the hot games among its requests (the status is the first) and how
   * many of their pictures the script draws into the static frame.
   */
  pictures: Record<string, { hot: number; count: number }>;
}

/** The place of the hot games call among a route's first calls, with its picture count. */
function picturesOf(route: EntryRoute): { hot: number; count: number } | undefined {
  if (!route.hotPictures) return undefined;
  const hot = routeFirstCallNames(route).indexOf('hotGames');
  if (hot < 0) throw new Error(`Route ${route.id} draws hot games' pictures but does not ask the hot games first`);
  return { hot, count: route.hotPictures };
}

/** The first calls of the routes for this brand's visitors. */
export function firstCallsOf(routes: readonly EntryRoute[], brand: Pick<BrandConfig, 'merchantCode' | 'languages'>) {
  if (brand.merchantCode.includes(languageMark)) throw new Error(`A merchant code may not contain ${languageMark}`);
  const requests: EarlyRequest[] = [];
  const keys: string[] = [];
  const byRoute: Record<string, number[]> = {};
  const pictures: Record<string, { hot: number; count: number }> = {};
  for (const route of routes) {
    const routePictures = picturesOf(route);
    if (routePictures) pictures[route.id] = routePictures;
    byRoute[route.id] = routeFirstCalls(route, { merchant: brand.merchantCode, language: languageMark }).map(
      (request) => {
        const key = JSON.stringify(request);
        if (!keys.includes(key)) {
          keys.push(key);
          requests.push(request);
        }
        return keys.indexOf(key);
      },
    );
  }
  return {
    requests,
    routes: byRoute,
    pictures,
    offered: [...brand.languages.offered],
    fallback: brand.languages.default,
  } satisfies FirstCalls;
}

/**
 * The start script's `drawPictures(status, hot, count)`: once both early answers are in, draws the pictures and names
 * of the first `count` hot games into the first placeholder tiles of the static frame (decision 0077), from the image
 * CDN the app will pick (decision 0075): the same function (`pickImageCdn`, its source written here) with the same
 * draw, which it leaves in `window[imageCdnDrawProperty]`. The app's tiles then take the same boxes with the same
 * addresses, which the browser already has. Only when the page shows the HOT tab first (no `gameType` in the address,
 * or HOT). It reads copies of the answers, so the app's transport still takes them whole; an answer that fails or is
 * not what it expects draws nothing. Gives a promise settled once the drawn pictures are decoded (or none was drawn).
 */
export function drawPicturesScript(): string {
  return [
    `var pickImageCdn=(${String(pickImageCdn)}),iconSrc=(${String(iconSrc)});`,
    'function drawPictures(status,hot,count){',
    "if((new URLSearchParams(location.search).get('gameType')||'HOT').toUpperCase()!=='HOT')return null;",
    `var draw=Math.random();window[${jsonForScript(imageCdnDrawProperty)}]=draw;`,
    'function body(a){return a.then(function(r){return r.ok?r.clone().json():null})}',
    'return Promise.all([body(status),body(hot)]).then(function(v){var games=v[1]&&v[1].value;if(!Array.isArray(games))return;',
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
 * The start script's `ask()`: sends the route's first calls, once, and leaves them in `window[earlyAnswersProperty]`
 * for the app's transport (`withEarlyAnswers`); on a route with `hotPictures` it then draws the first hot games'
 * pictures into the static frame (`drawPicturesScript`), and `drawn` holds the promise of their decoding. Only for a visitor in a browser tab, the requests the app sends then:
 * with a session kept (a token on every call) or as an installed app (another Device header) the app asks itself.
 * Any failure (storage refused, no fetch) leaves the calls to the app.
 */
export function askFirstCallsScript(calls: FirstCalls): string {
  const session = jsonForScript(storageKeys.sessionInfo);
  return [
    drawPicturesScript(),
    `var asked=false,drawn=null,calls=${jsonForScript(calls)};`,
    'function ask(){if(asked)return;asked=true;try{',
    "var route=document.documentElement.getAttribute('data-wl-route'),ids=calls.routes[route],n=navigator;",
    "if(!ids||!ids.length||!window.fetch||n.standalone||(window.matchMedia&&matchMedia('(display-mode: standalone)').matches))return;",
    `if(localStorage.getItem(${session})||sessionStorage.getItem(${session}))return;`,
    `var kept=(localStorage.getItem(${jsonForScript(storageKeys.language)})||'').trim().toUpperCase(),`,
    'lang=calls.offered.indexOf(kept)<0?calls.fallback:kept,',
    `put=function(v){return v.split(${jsonForScript(languageMark)}).join(lang)};`,
    `var early=window[${jsonForScript(earlyAnswersProperty)}]=ids.map(function(i){var r=calls.requests[i],h={},k;`,
    'for(k in r.headers)h[k]=put(r.headers[k]);var u=put(r.url),a=fetch(u,{headers:h});',
    // A call nobody takes (the app never came) must not report an unhandled failure.
    'a.catch(function(){});return{url:u,headers:h,at:Date.now(),answer:a}});',
    'var p=calls.pictures[route];if(p)drawn=drawPictures(early[0].answer,early[p.hot].answer,p.count)',
    '}catch(e){}}',
  ].join('');
}
