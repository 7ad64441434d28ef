import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, pageSecurityHeaders } from './page-security';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const home = "if(/^\\/m/.test(location.pathname))document.documentElement.classList.add('wl-home')";

/** One directive of a policy: its sources, or undefined when the policy has none. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split('; ').find((part) => part.split(' ')[0] === name);
  return found?.split(' ').slice(1);
}

describe('hashes of the inline scripts of a page', () => {
  it.each([
    ['a classic inline script', `<head><script>${home}</script></head>`, [hashOf(home)]],
    ['an inline module', '<script type="module">import "/m/a.js"</script>', [hashOf('import "/m/a.js"')]],
    ['a JavaScript type in single quotes', "<script type='text/javascript'>a()</script>", [hashOf('a()')]],
    ['an import map', '<script type="importmap">{"imports":{}}</script>', [hashOf('{"imports":{}}')]],
    ['upper-case tags', '<SCRIPT>b()</SCRIPT >', [hashOf('b()')]],
    ['a script over several lines, exactly as written', '<script>\n  c();\n</script>', [hashOf('\n  c();\n')]],
    ['no hash for a script file', '<script type="module" crossorigin src="/m/assets/index.js"></script>', []],
    ['no hash for a JSON data block', '<script id="wl-brand" type="application/json">{"a":1}</script>', []],
    ['no hash for an unquoted data type', '<script type=application/ld+json>{}</script>', []],
    ['one hash for the same script twice', '<script>d()</script><script>d()</script>', [hashOf('d()')]],
    [
      'a hash per different script, in page order',
      '<script>e()</script><script src="/x.js"></script><script>f()</script>',
      [hashOf('e()'), hashOf('f()')],
    ],
    ['nothing in a page without scripts', '<p>hello</p>', []],
  ])('%s', (_name, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });

  it('the hash of the empty script is that of the empty text', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
  });
});

describe('the Content-Security-Policy of a brand page', () => {
  const page = { scriptHashes: [hashOf(home)], frameAncestors: [] };

  it.each([
    ['default-src', page, ["'self'"]],
    ['script-src', page, ["'self'", hashOf(home)]],
    ['script-src', { scriptHashes: [], frameAncestors: [] }, ["'self'"]],
    ['style-src', page, ["'self'", "'unsafe-inline'"]],
    ['img-src', page, ["'self'", 'data:', 'https:']],
    ['media-src', page, ["'self'", 'https:']],
    ['connect-src', page, ["'self'"]],
    ['frame-src', page, ["'self'", 'https:']],
    ['worker-src', page, ["'self'"]],
    ['object-src', page, ["'none'"]],
    ['base-uri', page, ["'none'"]],
    ['form-action', page, ["'self'"]],
    ['frame-ancestors', page, ["'none'"]],
    [
      'frame-ancestors',
      { scriptHashes: [], frameAncestors: ['https://partner.example.com', 'https://b.example'] },
      ['https://partner.example.com', 'https://b.example'],
    ],
  ])('%s of %j', (name, policy, sources) => {
    expect(directive(contentSecurityPolicy(policy), name)).toEqual(sources);
  });

  it.each(["'unsafe-eval'", "'unsafe-inline'", '*', 'http:'])('never lets scripts run from %s', (source) => {
    expect(directive(contentSecurityPolicy(page), 'script-src')).not.toContain(source);
  });
});

describe('the security headers of a brand page', () => {
  it.each([
    ['/m/home', [], { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' }],
    ['/m/login', [], { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' }],
    ['/m/forget', [], { 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY' }],
    ['/m/forget/', [], { 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY' }],
    ['/m/forgetful', [], { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' }],
    [
      '/m/login',
      ['https://partner.example.com'],
      { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': undefined },
    ],
  ])('%s with frame ancestors %j', (path, frameAncestors, expected) => {
    const headers = pageSecurityHeaders({ scriptHashes: [], frameAncestors }, path);
    expect(headers['Referrer-Policy']).toBe(expected['Referrer-Policy']);
    expect(headers['X-Frame-Options']).toBe(expected['X-Frame-Options']);
    expect(headers['Content-Security-Policy']).toContain(
      `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    );
  });
});
