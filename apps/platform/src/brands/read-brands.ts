import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkBrandConfig } from '@wl/brand/schema';
import type { BrandConfig } from '@wl/brand/schema';

export interface BrandsRead {
  brands: BrandConfig[];
  /** One line per problem, naming the file and the field; those brands are left out. */
  problems: string[];
}

/** Reads and validates every `<dir>/<id>/brand.json`, in folder-name order. */
export function readBrands(dir: string): BrandsRead {
  if (!existsSync(dir)) return { brands: [], problems: [`${dir}: brands folder not found`] };
  const brands: BrandConfig[] = [];
  const problems: string[] = [];
  for (const id of readdirSync(dir).sort()) {
    const file = join(dir, id, 'brand.json');
    if (!statSync(join(dir, id)).isDirectory() || !existsSync(file)) continue;
    const shown = relative(process.cwd(), file) || file;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${shown}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const checked = checkBrandConfig(raw, shown);
    if (!checked.ok) {
      problems.push(...checked.problems);
      continue;
    }
    if (checked.brand.id !== id) {
      problems.push(`${shown}: id: must equal the folder name "${id}"`);
      continue;
    }
    brands.push(checked.brand);
  }
  return { brands, problems };
}
