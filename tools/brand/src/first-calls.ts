import { earlyAnswersProperty, type EarlyRequest } from '@wl/api-client';
import { storageKeys } from '@wl/api-client/contract/storage-keys';
import type { BrandConfig } from '@wl/brand/schema';
import { routeFirstCalls, type EntryRoute } from './entry-routes';
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
}

/** The first calls of the routes for this brand's visitors. */
export function firstCallsOf(routes: readonly EntryRoute[], brand: Pick<BrandConfig, 'merchantCode' | 'languages'>) {
  if (brand.merchantCode.includes(languageMark)) throw new Error(`A merchant code may not contain ${languageMark}`);
  const requests: EarlyRequest[] = [];
  const keys: string[] = [];
  const byRoute: Record<string, number[]> = {};
  for (const route of routes) {
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
    offered: [...brand.languages.offered],
    fallback: brand.languages.default,
  } satisfies FirstCalls;
}

/**
 * The start script's `ask()`: sends the route's first calls, once, and leaves them in `window[earlyAnswersProperty]`
 * for the app's transport (`withEarlyAnswers`). Only for a visitor in a browser tab, the requests the app sends then:
 * with a session kept (a token on every call) or as an installed app (another Device header) the app asks itself.
 * Any failure (storage refused, no fetch) leaves the calls to the app.
 */
export function askFirstCallsScript(calls: FirstCalls): string {
  const session = jsonForScript(storageKeys.sessionInfo);
  return [
    `var asked=false,calls=${jsonForScript(calls)};`,
    'function ask(){if(asked)return;asked=true;try{',
    "var ids=calls.routes[document.documentElement.getAttribute('data-wl-route')],n=navigator;",
    "if(!ids||!ids.length||!window.fetch||n.standalone||(window.matchMedia&&matchMedia('(display-mode: standalone)').matches))return;",
    `if(localStorage.getItem(${session})||sessionStorage.getItem(${session}))return;`,
    `var kept=(localStorage.getItem(${jsonForScript(storageKeys.language)})||'').trim().toUpperCase(),`,
    'lang=calls.offered.indexOf(kept)<0?calls.fallback:kept,',
    `put=function(v){return v.split(${jsonForScript(languageMark)}).join(lang)};`,
    `window[${jsonForScript(earlyAnswersProperty)}]=ids.map(function(i){var r=calls.requests[i],h={},k;`,
    'for(k in r.headers)h[k]=put(r.headers[k]);var u=put(r.url),a=fetch(u,{headers:h});',
    // A call nobody takes (the app never came) must not report an unhandled failure.
    'a.catch(function(){});return{url:u,headers:h,at:Date.now(),answer:a}})',
    '}catch(e){}}',
  ].join('');
}
