// No imports: the page's start script carries this function's source (tools/brand first-calls.ts), so the page and
// the app take the same address of a promotion's picture.
/** A banner's or a promotion's picture: a site path or an http(s) URL; anything else is left out (null). */
export function bannerImage(url: string): string | null {
  const value = url.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
