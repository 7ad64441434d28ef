import type { Page, Route } from '@playwright/test';

/** How the platform fails: an error page, unavailable, no answer at all, or no network. */
export type FaultKind = '500' | '503' | 'hang' | 'offline';

/** Every platform call of the site. */
export const apiCalls = '**/wps/**';

/**
 * The request timeout of the page under test (window.__wlRequestTimeoutMs, read once at start-up):
 * 3 s instead of 15 s so a hanging platform shows its failed state quickly in a journey.
 */
export const journeyTimeoutMs = 3_000;

export async function shortenRequestTimeout(page: Page): Promise<void> {
  await page.addInitScript((ms) => {
    (window as unknown as Record<string, unknown>).__wlRequestTimeoutMs = ms;
  }, journeyTimeoutMs);
}

/** Makes every matching call fail the given way until the returned `lift` is called. */
export async function fault(page: Page, kind: FaultKind, url: string = apiCalls): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (kind === '500')
      await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
    else if (kind === '503')
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    else if (kind === 'offline') await route.abort('internetdisconnected');
    // 'hang': never answered; the client's timeout ends the call.
  };
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

/**
 * Every address of one of the build's files (`name-<hash>.js`), with or without a query: the page asks a file that
 * failed under a new address (`?retry=N`, decision 0091), so a file that cannot be loaded fails at each of them.
 */
export function buildFile(name: string): RegExp {
  return new RegExp(`/assets/${name}-[^/?]+\\.js(\\?[^/]*)?$`);
}

/** Counts the requests for the files a pattern matches in their path (a lazy screen's chunk: `buildFile`). */
export function countRequests(page: Page, pattern: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/** Goes to another screen inside the running page (the router's own history), without loading the page again. */
export async function inAppNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
