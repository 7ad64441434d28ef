import { htmlToText } from './html-to-text';
import { contentLink } from './link-rules';
import { sanitizeHtml } from './sanitize';

/** Script-bearing inputs that must come out inert. */
export const xssCorpus = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<a href="data:text/html,<script>window.__xss=1</script>">data</a>',
  '<p onclick="window.__xss=1">tap</p>',
  '<object data="javascript:window.__xss=1"></object>',
];

describe('sanitizeHtml: no script from content ever survives', () => {
  it.each(xssCorpus)('%s', (html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(
      /<script|onerror|onload|onclick|javascript:|<iframe|<svg|<object|<form|style=|data:text/i,
    );
  });

  it('keeps formatting, lists, images and safe links, opening http(s) links in a new tab', () => {
    const clean = sanitizeHtml(
      '<h3>Title</h3><p><strong>Bold</strong> <a href="https://example.com/x">out</a> <a href="/m/activity">in</a> <a href="tel:+63123">call</a></p><ul><li>one</li></ul><img src="/cdn/a.png" alt="a">',
    );
    expect(clean).toContain('<h3>Title</h3>');
    expect(clean).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(clean).toContain('<a href="/m/activity">in</a>');
    expect(clean).toContain('href="tel:+63123"');
    expect(clean).toContain('<img src="/cdn/a.png" alt="a" loading="lazy">');
  });

  it('drops protocol-relative and unknown-scheme links', () => {
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="ftp://x.example/">x</a>')).toBe('<a>x</a>');
  });
});

describe('contentLink: links in content route safely', () => {
  const origin = 'https://site.test';
  it.each<[string | null, ReturnType<typeof contentLink>]>([
    ['/m/activity?id=3', { kind: 'route', to: '/m/activity?id=3' }],
    ['https://site.test/m/help?i=2', { kind: 'route', to: '/m/help?i=2' }],
    ['/admin', { kind: 'blocked' }],
    ['https://other.test/page', { kind: 'external', url: 'https://other.test/page' }],
    ['mailto:care@example.com', { kind: 'system', url: 'mailto:care@example.com' }],
    ['tel:+63123', { kind: 'system', url: 'tel:+63123' }],
    ['javascript:alert(1)', { kind: 'blocked' }],
    ['//evil.test/x', { kind: 'blocked' }],
    ['#top', { kind: 'blocked' }],
    [null, { kind: 'blocked' }],
  ])('%s', (href, expected) => {
    expect(contentLink(href, origin)).toEqual(expected);
  });
});

describe('htmlToText: the marquee shows text, tags escaped', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['A &amp; B &lt;tag&gt; &#39;q&#39; &#x41;', "A & B <tag> 'q' A"],
    ['<script>alert(1)</script>Safe', 'Safe'],
    ['<img src=x onerror=alert(1)>Line<br>two', 'Line two'],
    ['  lots   of\n space ', 'lots of space'],
  ])('%s → %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});
