import type { Page } from '@playwright/test';

/** Something that does not fit the screen, as {@link fitProblems} reports it. */
export interface FitProblem {
  /**
   * - `page-wider`: the page scrolls sideways (`scrollWidth > innerWidth`);
   * - `text-cut`: a button's label does not fit inside it (overflowing or cut with an ellipsis);
   * - `off-screen`: a button reaches past the left or right edge of the screen;
   * - `sticks-out`: a button reaches past the edge of the card (the nearest box with a background or border) it sits in.
   */
  kind: 'page-wider' | 'text-cut' | 'off-screen' | 'sticks-out';
  /** The element (tag and label) or `document`. */
  what: string;
  /** By how many CSS pixels. */
  by: number;
}

/**
 * Measures the page as it is now: horizontal overflow of the document, and for every visible button-like
 * element (buttons, role=button/tab, and links laid out as boxes) whether its label fits inside it and whether it
 * stays inside the screen and inside its card. Content of horizontal scrollers and carousels (a box that clips or
 * scrolls wider content) is left alone: being partly out of view is what they are for.
 */
export async function fitProblems(page: Page): Promise<FitProblem[]> {
  return page.evaluate(() => {
    const tolerance = 1;
    const problems: FitProblem[] = [];
    const viewportWidth = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewportWidth)
      problems.push({
        kind: 'page-wider',
        what: 'document',
        by: pageWidth - viewportWidth,
      });

    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const clipsX = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    const inHorizontalScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (clipsX(getComputedStyle(a)) && a.scrollWidth > a.clientWidth + tolerance) return true;
      }
      return false;
    };
    const isCard = (style: CSSStyleDeclaration) =>
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent'
        ? true
        : parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0;
    /** The card around an element in normal flow; none past a positioned ancestor (it may be placed anywhere). */
    const cardOf = (el: Element): Element | null => {
      if (['absolute', 'fixed'].includes(getComputedStyle(el).position)) return null;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (isCard(style)) return a;
        if (['absolute', 'fixed'].includes(style.position)) return null;
      }
      return null;
    };

    const candidates = document.querySelectorAll('button, [role="button"], [role="tab"], a');
    for (const el of Array.from(candidates)) {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (
        rect.width <= 1 ||
        rect.height <= 1 ||
        style.visibility === 'hidden' ||
        (style.display.startsWith('inline') && el.tagName === 'A')
      )
        continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;

      // The label: the element itself, or a part of it that clips (an ellipsis), is wider than its box. Text for
      // assistive technology only (a 1 px clipped box), decoration (aria-hidden, e.g. a flag cropped to a circle)
      // and moving text (a marquee) are not labels cut short.
      const parts = [
        el,
        ...Array.from(el.querySelectorAll('*')).filter(
          (d) => clipsX(getComputedStyle(d)) && d.clientWidth > 1 && !d.closest('[aria-hidden="true"]'),
        ),
      ];
      const moving = el.getAnimations({ subtree: true }).length > 0;
      const cut = parts.map((part) => part.scrollWidth - part.clientWidth).reduce((a, b) => Math.max(a, b), 0);
      if (cut > tolerance && !moving && el.clientWidth > 0)
        problems.push({ kind: 'text-cut', what: describe(el), by: cut });

      if (inHorizontalScroller(el)) continue;
      const past = Math.max(rect.right - viewportWidth, -rect.left);
      if (past > tolerance) {
        problems.push({
          kind: 'off-screen',
          what: describe(el),
          by: Math.round(past),
        });
        continue;
      }
      const card = cardOf(el);
      if (!card) continue;
      const box = card.getBoundingClientRect();
      const out = Math.max(rect.right - box.right, box.left - rect.left);
      if (out > tolerance)
        problems.push({
          kind: 'sticks-out',
          what: `${describe(el)} in ${describe(card).slice(0, 24)}`,
          by: Math.round(out),
        });
    }
    return problems;
  });
}

/** Counts the page's fetch calls in flight, for {@link settle} (add before the page loads). */
export function countFetches(): void {
  const counter = window as unknown as { wlFetchesInFlight: number };
  counter.wlFetchesInFlight = 0;
  const original = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    counter.wlFetchesInFlight += 1;
    return original(...args).finally(() => {
      counter.wlFetchesInFlight -= 1;
    });
  };
}

/**
 * Waits until the screen has finished arriving: no fetch in flight (see {@link countFetches}) and no change to the
 * page for `quietMs` (a lazy screen replaced its fallback, answers were rendered), at most 4 s; then the fonts.
 */
export async function settle(page: Page, quietMs = 150): Promise<void> {
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((done) => {
        let lastChange = performance.now();
        const observer = new MutationObserver(() => {
          lastChange = performance.now();
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const started = performance.now();
        const check = () => {
          const now = performance.now();
          const idle = (window as unknown as { wlFetchesInFlight?: number }).wlFetchesInFlight === 0;
          if ((idle && now - lastChange >= quietMs) || now - started > 4_000) {
            observer.disconnect();
            void document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));
            return;
          }
          setTimeout(check, 50);
        };
        setTimeout(check, 50);
      }),
    quietMs,
  );
}
