/**
 * A link is opened only when it is a full http(s) URL without embedded credentials; anything else
 * (javascript:, data:, relative or protocol-relative paths, garbage) gives null. Pure. A module of its own: the
 * first render checks the download links with it, without the customer-service rules.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.href;
}
