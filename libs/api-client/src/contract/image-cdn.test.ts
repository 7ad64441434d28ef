import { iconSrc, pickImageCdn } from './image-cdn';

/** A function rebuilt from its source alone, as the page's start script holds it. */
const fromSource = <T>(fn: T): T => new Function(`return (${String(fn)})`)() as T;

describe('image CDN', () => {
  const cases: [string[] | undefined, number, string][] = [
    [['/cdn'], 0.5, '/cdn'],
    [['https://a.example/', 'https://b.example'], 0.0, 'https://a.example'],
    [['https://a.example/', 'https://b.example'], 0.99, 'https://b.example'],
    [['https://a.example/', 'https://b.example'], 0.5, 'https://b.example'],
    [[], 0.3, '/cdn'],
    [undefined, 0.3, '/cdn'],
    [['javascript:alert(1)', 'not a url', 'http://plain.example'], 0.3, '/cdn'],
  ];

  it.each(cases)('%j with random %s → %s', (list, random, cdn) => {
    expect(pickImageCdn(list, () => random)).toBe(cdn);
  });

  it.each(cases)(
    '%j with random %s → %s also from the function’s source alone (the start script)',
    (list, random, cdn) => {
      expect(fromSource(pickImageCdn)(list, () => random)).toBe(cdn);
    },
  );

  it.each([
    ['/cdn', '/game-icons/v1/PG/PG001.svg', '/cdn/game-icons/v1/PG/PG001.svg'],
    ['https://img.example', 'x.png', 'https://img.example/x.png'],
    ['/cdn', 'https://other.example/a.png', 'https://other.example/a.png'],
  ])('puts the CDN %s before relative icon paths only: %s → %s', (cdn, icon, src) => {
    expect(iconSrc(cdn, icon)).toBe(src);
    expect(fromSource(iconSrc)(cdn, icon)).toBe(src);
  });
});
