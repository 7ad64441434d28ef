// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findColourLiterals } from './colour-literals';

describe('findColourLiterals', () => {
  it.each([
    ['color: #fff;', ['#fff']],
    ['background: #1A2b3C;', ['#1A2b3C']],
    ['border-color: #11223344;', ['#11223344']],
    ['color: rgb(0, 0, 0);', ['rgb(']],
    ['color: rgba(0,0,0,.5);', ['rgba(']],
    ['color: hsl(10 20% 30%);', ['hsl(']],
    ['color: oklch(0.5 0.1 20);', ['oklch(']],
    ['color: white;', ['white']],
    ['border: 1px solid Red;', ['Red']],
    ["const c = 'black';", ['black']],
  ])('flags %s', (source, expected) => {
    expect(findColourLiterals(source).map((f) => f.text)).toEqual(expected);
  });

  it.each([
    ['color: var(--wl-color-primary);'],
    ['color: ${tokens.color.text};'],
    ['background: transparent; fill: currentColor; color: inherit;'],
    ['// the white-label red button'],
    ['/* white */ color: var(--wl-color-text);'],
    ['const isRed = props.tone; const whiteLabel = 1;'],
    ['<a href="#top">'],
    ['--wl-color-on-primary'],
  ])('accepts %s', (source) => {
    expect(findColourLiterals(source)).toEqual([]);
  });

  it('reports the line of each literal', () => {
    expect(findColourLiterals('a\nb\n  color: #abc;')).toEqual([{ line: 3, text: '#abc' }]);
  });
});

function componentSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentSources(path);
    const isComponent = entry.name.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(entry.name);
    return isComponent ? [path] : [];
  });
}

describe('ui-kit components use theme variables only', () => {
  const srcRoot = fileURLToPath(new URL('..', import.meta.url));
  const files = componentSources(srcRoot);

  it('finds the component sources', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it('holds no hex, rgb(), hsl() or named colour literal', () => {
    const problems = files.flatMap((file) =>
      findColourLiterals(readFileSync(file, 'utf8')).map((f) => `${relative(srcRoot, file)}:${f.line}: ${f.text}`),
    );
    expect(problems).toEqual([]);
  });
});
