import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { lighthouseOnly } from './excused-engines.mjs';

/**
 * `npm ci` prints EBADENGINE for an installed package whose `engines.node` the running Node does not meet.
 * The root package.json says which Node the project runs on; every locked package must accept the oldest of
 * those versions, and the Node running the tests must be one of them.
 */
const root = join(import.meta.dirname, '..', '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
// Packages reached only by the Lighthouse check (decision 0058): one list, shared with .ci/run's install check.

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }>;
};

describe('Node engines', () => {
  const declared = rootPackage.engines.node;
  const oldest = semver.minVersion(declared) ?? new semver.SemVer('0.0.0');

  it('the running Node is one the project declares', () => {
    expect(semver.satisfies(process.version, declared), `${process.version} against "${declared}"`).toBe(true);
  });

  it('every installed package accepts the oldest Node the project declares', () => {
    expect(oldest.version).not.toBe('0.0.0');
    // Optional packages of other platforms are locked but not installed; npm checks what it installs.
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '' && existsSync(join(root, path)))
      .filter(([path]) => !lighthouseOnly.has(path.replace(/^.*node_modules\//, '')))
      .filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(
        ([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node, { includePrerelease: true }),
      )
      .map(
        ([path, entry]) =>
          `${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${(entry.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });

  it('every package excused for the Lighthouse check is installed and needed by it alone', () => {
    const dependents = (name: string) =>
      Object.entries(
        lock.packages as Record<
          string,
          { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }
        >,
      )
        .filter(([, entry]) => entry.dependencies?.[name] !== undefined || entry.devDependencies?.[name] !== undefined)
        .map(([path]) => (path === 'tools' ? 'tools' : path.replace(/^.*node_modules\//, '')));
    for (const name of lighthouseOnly) {
      expect(existsSync(join(root, 'node_modules', name)), name).toBe(true);
      expect(
        dependents(name).filter((by) => by !== 'tools' && !lighthouseOnly.has(by)),
        name,
      ).toEqual([]);
    }
  });
});
