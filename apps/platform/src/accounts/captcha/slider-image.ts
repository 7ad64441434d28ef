import { randomInt } from 'node:crypto';
import { Raster, type Rgb } from '../../raster/raster';

export const SLIDER_WIDTH = 280;
export const SLIDER_HEIGHT = 160;
export const PIECE_SIZE = 44;

/** A random integer in [0, max): `crypto.randomInt` in use, a seeded one in tests. */
export type RandomInt = (max: number) => number;

export interface SliderImages {
  background: string;
  piece: string;
}

export interface Hole {
  x: number;
  y: number;
  w: number;
  h: number;
  /** How dark the inside is drawn (share of the picture's brightness kept). */
  shade: number;
}

/** Where the gap goes: x away from the left edge (the piece starts there) and inside the picture. */
export function randomGap(random: RandomInt = randomInt): { x: number; y: number } {
  return {
    x: PIECE_SIZE + 16 + random(SLIDER_WIDTH - 2 * PIECE_SIZE - 24),
    y: 8 + random(SLIDER_HEIGHT - PIECE_SIZE - 16),
  };
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
const mix = (a: number, b: number, share: number) => a + (b - a) * share;

/**
 * A random landscape of bands and discs with the gap, two decoy holes of other widths across the same band (a
 * person matches the piece's size and picture; a script reading one colour or one edge cannot tell them
 * apart), outlines blended into the picture with varying strength, and noise over every pixel, so no
 * colour is unique to the gap and no edge is always the strongest. The slider is friction, not a wall
 * against bots (docs/platform.md); the rate limits are the wall.
 */
export function drawSlider(
  gap: { x: number; y: number },
  random: RandomInt = seededRandom(randomInt(2 ** 32 - 1)),
): SliderImages {
  const bg = new Raster(SLIDER_WIDTH, SLIDER_HEIGHT);
  const hue = random(3);
  const phase = random(100);
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const a = 120 + Math.round(60 * Math.sin((x + phase + y * 0.6) / 23)) + Math.round(30 * Math.cos(y / 11));
      const b = 150 + Math.round(50 * Math.cos((x - y + phase) / 31));
      bg.set(x, y, hue === 0 ? [a, b, 200] : hue === 1 ? [200, a, b] : [b, 200, a]);
    }
  }
  for (let i = 0; i < 9; i++) {
    const cx = random(SLIDER_WIDTH);
    const cy = random(SLIDER_HEIGHT);
    const radius = 8 + random(22);
    const color: Rgb = [random(256), random(256), random(256)];
    for (let y = cy - radius; y <= cy + radius; y++)
      for (let x = cx - radius; x <= cx + radius; x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) bg.set(x, y, color);
  }

  // The piece is cut from the clean picture, before any hole is drawn.
  const piece = new Raster(PIECE_SIZE, PIECE_SIZE);
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      const [r, g, b] = bg.get(gap.x + x, gap.y + y);
      const ring = Math.min(x, y, PIECE_SIZE - 1 - x, PIECE_SIZE - 1 - y);
      const light = ring === 0 ? 0.7 : ring === 1 ? 0.35 : 0;
      piece.set(x, y, [clamp(mix(r, 255, light)), clamp(mix(g, 255, light)), clamp(mix(b, 255, light))]);
    }
  }

  for (const hole of holesFor(gap, random)) drawHole(bg, hole, random);
  addNoise(bg, random);
  return { background: bg.toBase64(), piece: piece.toBase64() };
}

const shadeOf = (random: RandomInt) => 0.4 + random(25) / 100;

/** The smallest difference in width between a decoy and the piece: plain to the eye. */
export const DECOY_WIDTH_DIFFERENCE = 10;

/**
 * The gap and two decoy holes across the gap's band (as tall as the gap or taller, so their side edges are as
 * long as its), one narrower and one wider than the piece, apart from the gap and each other.
 */
export function holesFor(gap: { x: number; y: number }, random: RandomInt): Hole[] {
  const holes: Hole[] = [{ ...gap, w: PIECE_SIZE, h: PIECE_SIZE, shade: shadeOf(random) }];
  const widths = [PIECE_SIZE - DECOY_WIDTH_DIFFERENCE - random(8), PIECE_SIZE + DECOY_WIDTH_DIFFERENCE + random(8)];
  for (const w of widths) {
    for (let attempt = 0; attempt < 40; attempt++) {
      const x = 2 + random(SLIDER_WIDTH - w - 4);
      if (holes.some((p) => x < p.x + p.w + 6 && p.x < x + w + 6)) continue;
      const h = PIECE_SIZE + random(7);
      const y = Math.max(0, Math.min(SLIDER_HEIGHT - h, gap.y - random(h - PIECE_SIZE + 1)));
      holes.push({ x, y, w, h, shade: shadeOf(random) });
      break;
    }
  }
  return holes;
}

/** A fast generator for the picture's pixels, seeded from `crypto` (the gap's place comes from `crypto` itself). */
export function seededRandom(seed: number): RandomInt {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

/** A darkened hole whose outline is lightened by a varying share, the ring inside it softer. */
function drawHole(bg: Raster, hole: Hole, random: RandomInt): void {
  const outline = 0.45 + random(30) / 100;
  for (let y = 0; y < hole.h; y++) {
    for (let x = 0; x < hole.w; x++) {
      const [r, g, b] = bg.get(hole.x + x, hole.y + y);
      const ring = Math.min(x, y, hole.w - 1 - x, hole.h - 1 - y);
      const light = ring === 0 ? outline : ring === 1 ? outline / 2 : 0;
      const shade = ring <= 1 ? 1 : hole.shade;
      bg.set(hole.x + x, hole.y + y, [
        clamp(mix(r * shade, 255, light)),
        clamp(mix(g * shade, 255, light)),
        clamp(mix(b * shade, 255, light)),
      ]);
    }
  }
}

/** ±10 on every channel of every pixel: no flat colour run, no exact colour to search for. */
function addNoise(bg: Raster, random: RandomInt): void {
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const [r, g, b] = bg.get(x, y);
      bg.set(x, y, [clamp(r + random(21) - 10), clamp(g + random(21) - 10), clamp(b + random(21) - 10)]);
    }
  }
}
