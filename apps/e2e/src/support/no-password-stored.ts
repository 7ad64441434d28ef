import { expect, type Page } from '@playwright/test';

/** The encodings a password must never be stored in: clear, base64, base64 of base64 (the spec's old remPass). */
export function passwordEncodings(password: string): string[] {
  const once = Buffer.from(password, 'utf8').toString('base64');
  const twice = Buffer.from(once, 'utf8').toString('base64');
  return [password, encodeURIComponent(password), once, twice];
}

/**
 * Asserts that no localStorage or sessionStorage entry (key or value) and no cookie of the page's
 * context holds the password in any of those encodings.
 */
export async function expectNoPasswordStored(page: Page, password: string): Promise<void> {
  const storage = await page.evaluate(() => {
    const dump = (s: Storage) =>
      Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '') ?? ''}`);
    return [...dump(window.localStorage), ...dump(window.sessionStorage)];
  });
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`);
  for (const form of passwordEncodings(password)) {
    for (const entry of storage) expect(entry, 'web storage holds the password').not.toContain(form);
    for (const cookie of cookies) expect(cookie, 'a cookie holds the password').not.toContain(form);
  }
}
