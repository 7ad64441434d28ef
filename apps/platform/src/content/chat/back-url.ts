/**
 * Where the chat page's back link may lead: a site path under /m/, or an http(s) URL on the host
 * that launched the chat. Anything else (javascript:, other hosts, protocol-relative) is refused.
 */
export function safeBackUrl(value: string, host: string | undefined): string | null {
  const trimmed = value.trim();
  if (/^\/m(\/[^\s\\]*)?$/.test(trimmed) && !trimmed.startsWith('//')) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!host || url.host.toLowerCase() !== host.toLowerCase()) return null;
  return url.href;
}
