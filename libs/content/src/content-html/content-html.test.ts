import { headingLevelsUnder, type ContentHeadingLevel } from './heading-levels';
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
    const clean = sanitizeHtml(html, 3);
    expect(clean).not.toMatch(
      /<script|onerror|onload|onclick|javascript:|<iframe|<svg|<object|<form|style=|data:text/i,
    );
  });

  it('keeps formatting, lists, images and safe links, opening http(s) links in a new tab', () => {
    const clean = sanitizeHtml(
      '<h3>Title</h3><p><strong>Bold</strong> <a href="https://example.com/x">out</a> <a href="/m/activity">in</a> <a href="tel:+63123">call</a></p><ul><li>one</li></ul><img src="/cdn/a.png" alt="a">',
      3,
    );
    expect(clean).toContain('<h3>Title</h3>');
    expect(clean).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(clean).toContain('<a href="/m/activity">in</a>');
    expect(clean).toContain('href="tel:+63123"');
    expect(clean).toContain('<img src="/cdn/a.png" alt="a" loading="lazy">');
  });

  it('drops protocol-relative and unknown-scheme links', () => {
    expect(sanitizeHtml('<a href="//evil.example/">x</a>', 3)).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="ftp://x.example/">x</a>', 3)).toBe('<a>x</a>');
  });
});

describe('headingLevelsUnder: server headings take their places under the page’s own', () => {
  it.each<[readonly number[], ContentHeadingLevel, [number, number][]]>([
    // The help centre's topic under the page's title: its h3 becomes the h2 the page lacks.
    [[3], 2, [[3, 2]]],
    [
      [1, 2, 2],
      3,
      [
        [1, 3],
        [2, 4],
      ],
    ],
    // A skipped level closes up: h2 then h4 under a section's h2 are h3 then h4.
    [
      [4, 2],
      3,
      [
        [2, 3],
        [4, 4],
      ],
    ],
    [
      [2, 3, 5, 6],
      2,
      [
        [2, 2],
        [3, 3],
        [5, 4],
        [6, 5],
      ],
    ],
    // Never past h6.
    [
      [1, 2, 3, 4],
      4,
      [
        [1, 4],
        [2, 5],
        [3, 6],
        [4, 6],
      ],
    ],
    [[], 2, []],
  ])('levels %j from h%i', (found, top, expected) => {
    expect([...headingLevelsUnder(found, top)]).toEqual(expected);
  });
});

describe('sanitizeHtml with headingsFrom', () => {
  it('moves the headings under the page, keeping their text and allowed attributes', () => {
    expect(sanitizeHtml('<h3>About</h3><p>Text</p><h5 title="More">More <b>here</b></h5>', 2)).toBe(
      '<h2>About</h2><p>Text</p><h3 title="More">More <b>here</b></h3>',
    );
  });

  it('leaves content without headings, and headings already in place, as they are', () => {
    expect(sanitizeHtml('<p>Only <a href="/m/help">text</a></p>', 3)).toBe('<p>Only <a href="/m/help">text</a></p>');
    expect(sanitizeHtml('<h3>A</h3><h4>B</h4>', 3)).toBe('<h3>A</h3><h4>B</h4>');
  });

  it('still lets nothing executable through', () => {
    const clean = sanitizeHtml('<h1 onclick="window.__xss=1">Hi</h1><h2><img src=x onerror="window.__xss=1"></h2>', 3);
    expect(clean).toBe('<h3>Hi</h3><h4><img loading="lazy"></h4>');
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
