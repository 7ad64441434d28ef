import { createHash } from 'node:crypto';

/**
 * The security headers of a brand page (docs/decisions/0047): a Content-Security-Policy that lets the
 * page run only its own scripts (files of its origin and its inline scripts by hash), frames only where
 * the brand allows it, and no referrer beyond the origin (none from the password-reset page).
 */

/** Script types the browser runs (a data block such as `application/json` is not run and needs no hash). */
const RUNNABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;

/** CSP source expressions (`'sha256-…'`) of the inline scripts of an HTML page, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const kind = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!RUNNABLE_SCRIPT_TYPES.has(kind)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

export interface PagePolicy {
  /** Hash sources of the page's inline scripts (`inlineScriptHashes`). */
  scriptHashes: readonly string[];
  /** Origins that may frame the page (brand.json `frameAncestors`); none → `'none'`. */
  frameAncestors: readonly string[];
}

/**
 * The page's Content-Security-Policy. Styles allow inline ones: styled-components writes its rules into
 * `<style>` elements at run time and components set `style` attributes (decision 0047). Pictures, videos
 * and framed pages (operator banners and videos, the image CDN, the task game) may come from any https
 * host; scripts, calls and workers only from the page's own origin.
 */
export function contentSecurityPolicy(policy: PagePolicy): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...policy.scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['media-src', "'self'", 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', "'self'", 'https:'],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(policy.frameAncestors.length > 0 ? policy.frameAncestors : ["'none'"])],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The page where a password-reset link lands: its token must not leave in a referrer. */
const RESET_PAGE = /^\/m\/forget\/?$/i;

/** Every security header of a brand page served at `urlPath` (without its query). */
export function pageSecurityHeaders(policy: PagePolicy, urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'Referrer-Policy': RESET_PAGE.test(urlPath) ? 'no-referrer' : 'strict-origin-when-cross-origin',
  };
  // The older header says the same where it can: it knows no list of sites, so it is left out when the brand names some.
  if (policy.frameAncestors.length === 0) headers['X-Frame-Options'] = 'DENY';
  return headers;
}
