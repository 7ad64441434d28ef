import { importAgainGlobal, importAgainWith, installImportAgain } from './import-again';

/** An importer whose files fail while listed in `failing`, recording every address asked. */
function fakeImporter(failing: Set<string>) {
  const asked: string[] = [];
  const importer = (address: string) => {
    asked.push(address);
    return failing.has(address.split('?')[0] ?? '')
      ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`))
      : Promise.resolve({ address });
  };
  return { asked, importer };
}

describe('importAgainWith: a file that failed is asked under a new address', () => {
  it('asks the file itself until it fails, then ?retry=1, ?retry=2 …', async () => {
    const failing = new Set(['./screen-a.js']);
    const { asked, importer } = fakeImporter(failing);
    const importAgain = importAgainWith(importer);
    await expect(importAgain('./screen-a.js')).rejects.toThrow(/screen-a/);
    await expect(importAgain('./screen-a.js')).rejects.toThrow(/screen-a/);
    failing.clear();
    await expect(importAgain('./screen-a.js')).resolves.toEqual({ address: './screen-a.js?retry=2' });
    expect(asked).toEqual(['./screen-a.js', './screen-a.js?retry=1', './screen-a.js?retry=2']);
  });

  it('keeps the address that loaded, so the page holds one copy of the module', async () => {
    const failing = new Set(['./piece.js']);
    const { asked, importer } = fakeImporter(failing);
    const importAgain = importAgainWith(importer);
    await expect(importAgain('./piece.js')).rejects.toThrow();
    failing.clear();
    await importAgain('./piece.js');
    await importAgain('./piece.js');
    expect(asked).toEqual(['./piece.js', './piece.js?retry=1', './piece.js?retry=1']);
  });

  it('asks a file that never failed at its own address, each file counted apart', async () => {
    const { asked, importer } = fakeImporter(new Set(['./b.js']));
    const importAgain = importAgainWith(importer);
    await expect(importAgain('./b.js')).rejects.toThrow();
    await importAgain('./a.js');
    await importAgain('./a.js');
    expect(asked).toEqual(['./b.js', './a.js', './a.js']);
  });
});

describe('installImportAgain', () => {
  it('puts the importer where the build’s rewritten imports call it', () => {
    const target: Record<string, unknown> = {};
    installImportAgain(target);
    expect(typeof target[importAgainGlobal]).toBe('function');
  });
});
