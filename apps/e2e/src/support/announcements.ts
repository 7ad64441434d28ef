import type { Page } from '@playwright/test';

const property = '__wlAnnounced';

/**
 * Keeps every text the page's live regions (role status and alert: toasts, loading and failure states) show, from
 * the next page load on. A toast is on screen for 1.5 s; on a loaded machine the page can take longer than that to
 * come to it, so a journey checks that the message was shown rather than that it is still there.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[name] = seen;
    const collect = () => {
      for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = region.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(collect).observe(document, { subtree: true, childList: true, characterData: true });
  }, property);
}

/** The texts the live regions have shown since the page loaded (see `recordAnnouncements`). */
export function announced(page: Page): Promise<string[]> {
  return page.evaluate((name) => (window as unknown as Record<string, string[]>)[name] ?? [], property);
}
