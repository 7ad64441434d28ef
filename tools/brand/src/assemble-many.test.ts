import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assembleMany } from './assemble-many';
import type { BrandBuild } from './assemble-many';
import { fixtureShellDir, fixturesDir, tempWorkspace, workspaceRoot } from './test-support';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function buildAll(ids: string[]): Promise<BrandBuild[]> {
  const builds: BrandBuild[] = [];
  for await (const build of assembleMany(ids, root, ['--shell', fixtureShellDir])) builds.push(build);
  return builds;
}

describe('assembling several brands in one process', () => {
  it('builds each brand in the order given; a broken brand fails alone, with its problem lines', async () => {
    root = tempWorkspace({
      'broken-brand': join(fixturesDir, 'broken-brand'),
      aurora: join(workspaceRoot, 'brands/aurora'),
      rio: join(workspaceRoot, 'brands/rio'),
    });
    const builds = await buildAll(['aurora', 'broken-brand', 'rio']);
    expect(builds.map((b) => [b.id, b.success])).toEqual([
      ['aurora', true],
      ['broken-brand', false],
      ['rio', true],
    ]);
    expect(builds[0]?.terminalOutput).toMatch(/^Brand "aurora" assembled into dist\/brands\/aurora in \d+ ms\n$/);
    expect(builds[1]?.terminalOutput).toContain('Brand "broken-brand" is not valid (6 problems):');
    expect(builds[1]?.terminalOutput).toContain('brands/broken-brand/brand.json: flags.CBS3: required');
    expect(existsSync(join(root, 'dist/brands/aurora/index.html'))).toBe(true);
    expect(existsSync(join(root, 'dist/brands/rio/index.html'))).toBe(true);
    expect(existsSync(join(root, 'dist/brands/broken-brand'))).toBe(false);
    for (const build of builds) expect(build.endTime).toBeGreaterThanOrEqual(build.startTime);
  });

  it('reports a brand whose folder is missing as a failed build and goes on', async () => {
    root = tempWorkspace({ aurora: join(workspaceRoot, 'brands/aurora') });
    const builds = await buildAll(['no-such-brand', 'aurora']);
    expect(builds.map((b) => [b.id, b.success])).toEqual([
      ['no-such-brand', false],
      ['aurora', true],
    ]);
    expect(builds[0]?.terminalOutput).toContain('no-such-brand');
  });
});
