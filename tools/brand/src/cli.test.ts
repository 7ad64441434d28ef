import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runAssembleCli } from './cli';
import { fixturesDir, tempWorkspace, workspaceRoot } from './test-support';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAssembleCli(argv, { cwd: root, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('assemble command line', () => {
  it('exits 1 with the problem lines on stderr for an invalid brand, writing nothing', async () => {
    root = tempWorkspace({ 'broken-brand': join(fixturesDir, 'broken-brand') });
    const { code, out, err } = await run(['broken-brand', '--shell', join(fixturesDir, 'shell')]);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err[0]).toBe('Brand "broken-brand" is not valid (6 problems):');
    expect(err).toContain('brands/broken-brand/brand.json: flags.CBS3: required');
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });

  it('exits 0 and reports where the bundle went', async () => {
    root = tempWorkspace({ aurora: join(workspaceRoot, 'brands/aurora') });
    const { code, out } = await run(['aurora', '--shell', join(fixturesDir, 'shell')]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Brand "aurora" assembled into dist\/brands\/aurora in \d+ ms$/);
    expect(existsSync(join(root, 'dist/brands/aurora/index.html'))).toBe(true);
  });

  it.each([[[]], [['a', 'b']], [['rio', '--out']]])('exits 2 with usage for arguments %j', async (argv) => {
    root = tempWorkspace({});
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('usage: assemble <brand-id>');
  });
});
