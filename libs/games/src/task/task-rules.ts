/** Task page (spec §2): the frame starts loading after 150 ms and shows 100 ms after it has loaded. */
export const TASK_LOAD_DELAY_MS = 150;
export const TASK_SHOW_DELAY_MS = 100;

/** The task game's address: the TASK download-link entry, if it is a usable http(s) URL or site path. */
export function taskLink(resources: readonly { resourceType: string; url: string }[] | undefined): string | null {
  const entry = resources?.find((resource) => resource.resourceType === 'TASK');
  return entry && safeMediaUrl(entry.url) ? entry.url : null;
}

/** Only https addresses (or http on a local host) and site paths are embedded. */
export function safeMediaUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' ||
      (parsed.protocol === 'http:' && (parsed.hostname === 'localhost' || parsed.hostname.endsWith('.localhost')))
    );
  } catch {
    return false;
  }
}

/** Hot news: the banners that have a linkage (the embedded video's address), in order. */
export function hotNewsVideos(
  banners: readonly { url: string; linkage?: string | null }[],
): { poster: string; video: string }[] {
  return banners.flatMap((banner) =>
    banner.linkage && safeMediaUrl(banner.linkage) ? [{ poster: banner.url, video: banner.linkage }] : [],
  );
}

/** A direct video file plays in a video element; anything else (a video site's player) in a frame. */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg)(\?.*)?$/i.test(url);
}
