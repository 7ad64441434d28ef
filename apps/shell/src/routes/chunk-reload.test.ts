import { chunkGone, failedModuleUrl, mayReloadFor } from './chunk-reload';

describe('failedModuleUrl', () => {
  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: https://site.test/m/assets/live-abc.js',
      'https://site.test/m/assets/live-abc.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://site.test/m/assets/live-abc.js',
      'https://site.test/m/assets/live-abc.js',
    ],
    [
      'a query kept out',
      'Failed to fetch dynamically imported module: https://site.test/m/assets/a.js?v=2',
      'https://site.test/m/assets/a.js',
    ],
    ['a path only', 'Failed to fetch dynamically imported module: /m/assets/x.js', '/m/assets/x.js'],
    ['Safari names no file', 'Importing a module script failed.', undefined],
    ['a render error', 'Cannot read properties of undefined', undefined],
  ])('%s', (_name, message, expected) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(expected);
  });
});

describe('mayReloadFor', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };

  it('allows one reload per missing file in a tab', () => {
    const storage = memory();
    expect([mayReloadFor('/a.js', storage), mayReloadFor('/a.js', storage), mayReloadFor('/b.js', storage)]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('never reloads without a storage to remember it', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect([mayReloadFor('/a.js', undefined), mayReloadFor('/a.js', broken)]).toEqual([false, false]);
  });
});

describe('chunkGone', () => {
  it.each([
    [404, true],
    [200, false],
    [500, false],
    [503, false],
  ])('HTTP %i → %s', async (status, expected) => {
    const fetcher = vi.fn(async () => new Response(null, { status }));
    expect(await chunkGone('/m/assets/x.js', fetcher)).toBe(expected);
    expect(fetcher).toHaveBeenCalledWith('/m/assets/x.js', { method: 'HEAD', cache: 'no-store' });
  });

  it('no answer is not a new version', async () => {
    expect(await chunkGone('/m/assets/x.js', async () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});
