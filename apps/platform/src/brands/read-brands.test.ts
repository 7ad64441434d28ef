import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleBrand } from '@wl/brand/testing';
import { createBrandRegistry } from './brand-registry';
import { readBrands } from './read-brands';

const dir = mkdtempSync(join(tmpdir(), 'wl-brands-'));
const write = (id: string, content: unknown) => {
  mkdirSync(join(dir, id), { recursive: true });
  writeFileSync(join(dir, id, 'brand.json'), typeof content === 'string' ? content : JSON.stringify(content));
};

// Written at load time: the registry cases below are built from these folders.
{
  write('good', sampleBrand({ id: 'good', domains: ['good.localhost', 'm.good.example'] }));
  write('other', sampleBrand({ id: 'other', merchantCode: 'OTHER01', trialMerchantCode: 'OTHERTRIAL' }));
  write('broken', { ...sampleBrand({ id: 'broken' }), merchantCode: 'no spaces allowed' });
  write('mismatch', sampleBrand({ id: 'not-mismatch' }));
  write('notjson', '{ "id": ');
  mkdirSync(join(dir, 'empty-folder'));
  cpSync(join(dir, 'good', 'brand.json'), join(dir, 'stray-file.json'));
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('brands read by the platform', () => {
  it('serves the valid brands in folder order and leaves out the others', () => {
    expect(readBrands(dir).brands.map((brand) => brand.id)).toEqual(['good', 'other']);
  });

  it.each([
    ['broken/brand.json', 'merchantCode'],
    ['mismatch/brand.json', 'id: must equal the folder name "mismatch"'],
    ['notjson/brand.json', 'not valid JSON'],
  ])('reports %s naming %s', (file, mention) => {
    const line = readBrands(dir).problems.find((problem) => problem.includes(file));
    expect(line).toContain(mention);
  });

  it('reports a missing brands folder', () => {
    expect(readBrands(join(dir, 'nope')).problems[0]).toContain('brands folder not found');
  });
});

describe('brand registry', () => {
  const { brands } = readBrands(dir);

  it.each([
    ['good.localhost:1', 'good'],
    ['other.localhost', 'other'],
    ['m.good.example', 'good'],
    ['elsewhere.example', 'other'],
  ])('host %s → brand %s (default other)', (host, id) => {
    const result = createBrandRegistry(brands, 'other');
    expect(result.ok && result.registry.forHost(host).id).toBe(id);
  });

  it('refuses a default brand that is not there, listing the ones found', () => {
    const result = createBrandRegistry(brands, 'aurora');
    expect(result).toEqual({
      ok: false,
      problem: 'DEFAULT_BRAND: no valid brand "aurora" in the brands folder (found: good, other)',
    });
  });
});
