import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { validateBrandFolder } from '@wl/brand/node';
import type { BrandConfig } from '@wl/brand/schema';
import { workspaceRoot } from './test-support';

const brandsDir = join(workspaceRoot, 'brands');
const ids = readdirSync(brandsDir).sort();

function load(id: string): BrandConfig {
  const result = validateBrandFolder(join(brandsDir, id), { displayRoot: workspaceRoot });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.brand;
}

describe('the brands in brands/', () => {
  it.each(ids)('%s is valid', (id) => {
    expect(load(id).id).toBe(id);
  });

  it.each([
    ['aurora', 'light', 'EN', 21],
    ['luzon', 'dark', 'TY', 21],
    ['rio', 'light', 'PT', 18],
  ] as const)('%s: %s theme, default language %s, minimum age %d', (id, mode, language, age) => {
    const brand = load(id);
    expect([brand.theme.mode, brand.languages.default, brand.age.minimum]).toEqual([mode, language, age]);
  });

  it('look different: no two share a primary or header colour', () => {
    const brands = ['aurora', 'luzon', 'rio'].map(load);
    expect(new Set(brands.map((b) => b.theme.colors.primary)).size).toBe(3);
    expect(new Set(brands.map((b) => b.theme.colors.header)).size).toBe(3);
  });

  it('have distinct merchant codes', () => {
    const codes = ids.map(load).flatMap((b) => [b.merchantCode, b.trialMerchantCode]);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
