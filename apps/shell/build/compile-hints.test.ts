import { compileHint, minHintedBytes } from './compile-hint.mjs';
import {
  hintedFiles,
  mappingsOneLineDown,
  sourceMapOneLineDown,
  withCompileHint,
  type HintedChunk,
} from './compile-hints';

const large = 'x'.repeat(minHintedBytes);
const chunk = (fileName: string, code: string, links: Partial<HintedChunk> = {}): HintedChunk => ({
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  code,
  ...links,
});

describe("the first render's files open with V8's compile hint", () => {
  const bundle = [
    chunk('assets/index.js', large, {
      isEntry: true,
      imports: ['assets/runtime.js'],
      dynamicImports: ['assets/start.js'],
    }),
    chunk('assets/runtime.js', 'small'),
    chunk('assets/start.js', large, { imports: ['assets/vendor.js'], dynamicImports: ['assets/screen.js'] }),
    chunk('assets/vendor.js', large),
    chunk('assets/screen.js', large, { imports: ['assets/vendor.js'] }),
  ];

  it('hints the entry, its start stages and their static imports, of at least the minimum size', () => {
    expect(hintedFiles(bundle)).toEqual(['assets/index.js', 'assets/start.js', 'assets/vendor.js']);
  });

  it('leaves out a smaller file of the first render and a screen loaded later', () => {
    expect(hintedFiles(bundle)).not.toContain('assets/runtime.js');
    expect(hintedFiles(bundle)).not.toContain('assets/screen.js');
  });

  it('counts bytes, not characters', () => {
    const justUnder = 'é'.repeat(minHintedBytes / 2 - 1);
    expect(hintedFiles([chunk('assets/index.js', justUnder, { isEntry: true })])).toEqual([]);
    expect(hintedFiles([chunk('assets/index.js', `${justUnder}éé`, { isEntry: true })])).toEqual(['assets/index.js']);
  });

  it('puts the comment on the first line, once', () => {
    const hinted = withCompileHint('import"./a.js";');
    expect(hinted).toBe(`${compileHint}\nimport"./a.js";`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('needs exactly one entry, as the first-render rule does', () => {
    expect(() => hintedFiles([chunk('assets/a.js', large)])).toThrow(/one entry/);
  });
});

describe("a hinted file's source map starts one line lower", () => {
  it('adds an empty first line to the mappings', () => {
    expect(mappingsOneLineDown('AAAA,CAAC;AACA')).toBe(';AAAA,CAAC;AACA');
  });

  it("keeps the rest of a source map file's fields", () => {
    const map = { version: 3, file: 'vendor.js', sources: ['a.js'], names: ['x'], mappings: 'AAAA' };
    expect(JSON.parse(sourceMapOneLineDown(JSON.stringify(map)))).toEqual({ ...map, mappings: ';AAAA' });
  });
});
