import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { option, unbuiltBrands } from './cli.mjs';

const argv = (...rest: string[]) => ['node', 'script.mjs', ...rest];

describe('the lab scripts’ command line', () => {
  it.each([
    ['the value after the option', argv('--runs', '5'), '5'],
    ['the value among other options', argv('--brands', 'rio', '--runs', '2', '--why'), '2'],
    ['the fallback when the option is missing', argv('--brands', 'rio'), '3'],
    ['the fallback when the option has no value', argv('--runs'), '3'],
    ['the fallback when the option is an empty value', argv('--runs', ''), '3'],
  ])('reads %s', (_, args, expected) => {
    expect(option('runs', '3', args)).toBe(expected);
  });

  it('has no value without a fallback when the option is missing', () => {
    expect(option('save', undefined, argv('--runs', '1'))).toBeUndefined();
  });
});

describe('the built brands a lab script needs', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'wl-cli-'));
    mkdirSync(join(root, 'dist/brands/aurora'), { recursive: true });
    writeFileSync(join(root, 'dist/brands/aurora/index.html'), '<!doctype html>');
    mkdirSync(join(root, 'dist/brands/luzon'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names the brands without a built page, in the order asked', () => {
    expect(unbuiltBrands(root, ['rio', 'aurora', 'luzon'])).toEqual(['rio', 'luzon']);
  });

  it('names none when every brand is built', () => {
    expect(unbuiltBrands(root, ['aurora'])).toEqual([]);
  });
});
