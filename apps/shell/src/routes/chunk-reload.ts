/**
 * After a new deployment the old screen files are gone (their names carry the old hash): the page
 * must load the new index.html once. A failed screen file is checked — gone (404) means a new
 * version — and the page reloads at most once per missing file in this tab (sessionStorage), so a
 * file that stays missing shows the retry instead of reloading in a loop.
 */

/** The file a failed dynamic import names ("Failed to fetch dynamically imported module: <url>"). */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const match =
    /(https?:\/\/\S+?\.m?js)(?:[?#]\S*)?(?=\s|$|['")])/.exec(message) ?? /(\/\S+?\.m?js)(?=\s|$|['")?#])/.exec(message);
  return match?.[1];
}

export const reloadedKeyPrefix = 'wl:chunk-reload:';

export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True (and remembered) the first time a missing file asks for a reload in this tab; false after that. */
export function mayReloadFor(url: string, storage: ReloadGuardStorage | undefined): boolean {
  if (!storage) return false;
  const key = `${reloadedKeyPrefix}${url}`;
  try {
    if (storage.getItem(key)) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    // No storage (private mode limits): never risk a loop.
    return false;
  }
}

/** Whether the server says the file does not exist any more (a new deployment), not just failed to send it. */
export async function chunkGone(
  url: string,
  fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<boolean> {
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}
