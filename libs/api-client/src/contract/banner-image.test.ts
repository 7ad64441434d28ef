import { bannerImage } from './banner-image';

describe('bannerImage: the picture address a banner or a promotion may show', () => {
  it.each<[string, string | null]>([
    ['/media/art/aurora/promo-1.png', '/media/art/aurora/promo-1.png'],
    ['  /media/a.png  ', '/media/a.png'],
    ['https://cdn.example.com/p/1.jpg', 'https://cdn.example.com/p/1.jpg'],
    ['http://cdn.example.com/p/1.jpg', 'http://cdn.example.com/p/1.jpg'],
    // Protocol-relative, another scheme, a path with a backslash or a space, nothing: left out.
    ['//evil.example/x.png', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['/media/a\\b.png', null],
    ['/media/a b.png', null],
    ['media/a.png', null],
    ['', null],
  ])('%j → %j', (url, expected) => {
    expect(bannerImage(url)).toBe(expected);
  });

  it('keeps its source self-contained, as the page’s start script carries it', () => {
    const copy = new Function(`return (${String(bannerImage)})`)() as typeof bannerImage;
    expect(copy('/media/a.png')).toBe('/media/a.png');
    expect(copy('ftp://x.example/a.png')).toBeNull();
  });
});
