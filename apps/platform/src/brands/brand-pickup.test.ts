import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleBrand } from '@wl/brand/testing';
import type { BrandConfig } from '@wl/brand/schema';
import { createBrandPickup } from './brand-pickup';
import { createBrandRegistry, type BrandRegistry } from './brand-registry';
import { readBrands } from './read-brands';

let dir: string;
const write = (id: string, content: unknown) => {
  mkdirSync(join(dir, id), { recursive: true });
  writeFileSync(join(dir, id, 'brand.json'), typeof content === 'string' ? content : JSON.stringify(content));
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wl-pickup-'));
  write('aurora', sampleBrand({ id: 'aurora' }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function setUp(options: { now?: () => number } = {}) {
  const started = createBrandRegistry(readBrands(dir).brands, 'aurora');
  if (!started.ok) throw new Error(started.problem);
  const registry: BrandRegistry = started.registry;
  const prepared: string[] = [];
  const pickup = createBrandPickup({
    registry,
    brandsDir: dir,
    readBrands,
    prepareBrand: async (brand: BrandConfig) => void prepared.push(brand.id),
    now: options.now,
  });
  return { registry, pickup, prepared };
}

describe('brands that appear while the platform runs', () => {
  it('a brand folder made after start is served at <id>.localhost with its merchants prepared first, never as the default brand', async () => {
    const { pickup, prepared, registry } = setUp();
    write('acme', sampleBrand({ id: 'acme', merchantCode: 'ACME01', trialMerchantCode: 'ACMETRIAL' }));
    const choice = await pickup.choose('acme.localhost:4200');
    expect(choice.kind === 'brand' && choice.brand.id).toBe('acme');
    expect(prepared).toEqual(['acme']);
    // The calls of the page choose the merchant by host too: the registry knows the brand now.
    expect(registry.forHost('acme.localhost:4200').merchantCode).toBe('ACME01');
    await pickup.choose('acme.localhost');
    expect(prepared).toEqual(['acme']);
  });

  it('a host naming a brand folder with problems gets those problems, not another brand', async () => {
    const { pickup } = setUp();
    write('broken', { ...sampleBrand({ id: 'broken' }), merchantCode: 'no spaces allowed' });
    const choice = await pickup.choose('broken.localhost');
    expect(choice.kind).toBe('unusable');
    expect(choice.kind === 'unusable' && choice.problems.join('\n')).toContain('merchantCode');
  });

  it('a new brand is found by its own domain too (unknown hosts re-read the folder at most every 2 s)', async () => {
    let clock = 10_000;
    const { pickup } = setUp({ now: () => clock });
    expect(await pickup.choose('play.newco.example')).toMatchObject({ kind: 'brand', brand: { id: 'aurora' } });
    write(
      'newco',
      sampleBrand({
        id: 'newco',
        merchantCode: 'NEWCO01',
        trialMerchantCode: 'NEWCOTRIAL',
        domains: ['play.newco.example'],
      }),
    );
    clock += 500;
    expect(await pickup.choose('play.newco.example')).toMatchObject({ kind: 'brand', brand: { id: 'aurora' } });
    clock += 2000;
    expect(await pickup.choose('play.newco.example')).toMatchObject({ kind: 'brand', brand: { id: 'newco' } });
  });

  it('hosts that name no brand folder keep getting the default brand', async () => {
    const { pickup, prepared } = setUp();
    write(
      'later',
      sampleBrand({ id: 'later', merchantCode: 'LATER01', trialMerchantCode: 'LATERTRIAL', domains: ['localhost'] }),
    );
    // The machine's own address reads no folder (the new brand listing it is not picked up through it).
    expect(await pickup.choose('localhost:4200')).toMatchObject({ kind: 'brand', brand: { id: 'aurora' } });
    expect(prepared).toEqual([]);
    expect(await pickup.choose('nothing.localhost')).toMatchObject({ kind: 'brand', brand: { id: 'aurora' } });
    expect(prepared).toEqual(['later']);
  });
});
