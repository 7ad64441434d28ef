import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Copies the built brands (dist/brands) to the folder the e2e platform serves (E2E_SERVED_BRANDS, set by
 * playwright.config.ts). The platform reads bundle files on request, so the copy may land after it started.
 */
export default function globalSetup(): void {
  const root = resolve(import.meta.dirname, '../../../..');
  const served = process.env.E2E_SERVED_BRANDS;
  const built = join(root, 'dist', 'brands');
  if (!served) throw new Error('E2E_SERVED_BRANDS is not set (see playwright.config.ts)');
  if (!existsSync(built)) throw new Error(`${built} is missing: build the brands first (npx nx run-many -t build)`);
  rmSync(served, { recursive: true, force: true });
  cpSync(built, served, { recursive: true });
}
