import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestInfo } from '@playwright/test';
import type { Brand } from '../support/brand';

const root = resolve(import.meta.dirname, '../../../..');

/** The folder the e2e platform serves the brands from (a copy of dist/brands, see global-setup.ts). */
export function servedBrands(testInfo: TestInfo): string {
  const dir = (testInfo.project.metadata as { servedBrands?: unknown }).servedBrands;
  if (typeof dir !== 'string') throw new Error(`Project ${testInfo.project.name}: metadata.servedBrands is missing`);
  return dir;
}

/**
 * Deploys a new build of a brand while the platform runs: the brand's folder is copied, changed, and
 * assembled with the real assembler into the served folder (a new index.html, brand data and worker).
 */
export function deployChangedBrand(testInfo: TestInfo, brand: Brand, change: (config: Brand) => Brand): void {
  const work = mkdtempSync(join(tmpdir(), 'wl-e2e-deploy-'));
  try {
    cpSync(join(root, 'brands', brand.id), join(work, brand.id), { recursive: true });
    const file = join(work, brand.id, 'brand.json');
    writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')) as Brand), null, 2));
    execFileSync(
      'node',
      ['dist/tools/brand/assemble.mjs', brand.id, '--brands', work, '--out', servedBrands(testInfo)],
      { cwd: root, stdio: 'pipe' },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Puts the brand's real build back into the served folder. */
export function restoreBrand(testInfo: TestInfo, brandId: string): void {
  const served = join(servedBrands(testInfo), brandId);
  rmSync(served, { recursive: true, force: true });
  cpSync(join(root, 'dist', 'brands', brandId), served, { recursive: true });
}
