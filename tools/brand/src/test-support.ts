import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const fixturesDir = join(workspaceRoot, 'tools/brand/fixtures');
export const fixtureShellDir = join(fixturesDir, 'shell');

/** A temp workspace-like folder holding a copy of the given brand folders under brands/. */
export function tempWorkspace(brandDirs: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'wl-assemble-'));
  for (const [id, dir] of Object.entries(brandDirs)) cpSync(dir, join(root, 'brands', id), { recursive: true });
  return root;
}
