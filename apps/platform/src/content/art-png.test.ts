import { PNG } from 'pngjs';
import { hexColour } from '../games/icons';
import { artPng } from './art-png';
import { artKinds } from './art-svg';

const colours = { primary: '#1a56db', accent: '#f59e0b', surface: '#ffffff', onPrimary: '#ffffff' };
const pixel = (png: PNG, x: number, y: number) => {
  const i = (png.width * y + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
};

describe('artPng (decision 0073)', () => {
  it.each(artKinds)('%s: a 750 × 300 PNG of under 20 KB', (kind) => {
    const bytes = artPng(kind, colours);
    expect(bytes.length).toBeLessThan(20_000);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([750, 300]);
  });

  it('runs from the primary colour at the top left towards the accent at the bottom right', () => {
    const png = PNG.sync.read(artPng('news', colours));
    expect(pixel(png, 1, 1)).toEqual([...hexColour(colours.primary)]);
    const [r, g, b] = pixel(png, 748, 298) as [number, number, number];
    // 85 % of the way to the accent (#f59e0b), where no disc lies.
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(130);
    expect(b).toBeLessThan(60);
  });

  it.each([
    ['cashback', 585, 150, colours.accent],
    ['welcome', 620, 125, colours.onPrimary],
    ['vip', 585, 218, colours.onPrimary],
  ] as const)('%s draws its emblem: the pixel at (%i, %i) is %s', (kind, x, y, colour) => {
    expect(pixel(PNG.sync.read(artPng(kind, colours)), x, y)).toEqual([...hexColour(colour)]);
  });

  it('draws each kind differently, and the same kind the same way', () => {
    const pictures = artKinds.map((kind) => artPng(kind, colours).toString('base64'));
    expect(new Set(pictures).size).toBe(artKinds.length);
    expect(artPng('vip', colours).equals(artPng('vip', colours))).toBe(true);
  });

  it('falls back to its own colours for a colour that is not #rrggbb', () => {
    const png = PNG.sync.read(artPng('news', { ...colours, primary: 'red;' }));
    expect(pixel(png, 1, 1)).toEqual([...hexColour('#0a6ed1')]);
  });
});
