import { PNG } from 'pngjs';
import { SLIDER_TOLERANCE_PX } from './slider-rules';
import {
  DECOY_WIDTH_DIFFERENCE,
  PIECE_SIZE,
  SLIDER_HEIGHT,
  SLIDER_WIDTH,
  drawSlider,
  holesFor,
  randomGap,
  seededRandom,
} from './slider-image';

const decode = (base64: string) => PNG.sync.read(Buffer.from(base64, 'base64'));
type Picture = ReturnType<typeof decode>;
const pixel = (png: Picture, x: number, y: number) => {
  const i = (png.width * y + x) * 4;
  return [png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0] as const;
};
const luma = (png: Picture, x: number, y: number) => {
  const [r, g, b] = pixel(png, x, y);
  return 0.299 * r + 0.587 * g + 0.114 * b;
};

/** Attack 1: the brightest exact colour covering at least a piece's side of pixels is the outline; its leftmost pixel is the gap. */
function uniqueColourAttack(png: Picture): number | null {
  const seen = new Map<number, { count: number; minX: number; sum: number }>();
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const [r, g, b] = pixel(png, x, y);
      const key = (r << 16) | (g << 8) | b;
      const entry = seen.get(key) ?? { count: 0, minX: x, sum: r + g + b };
      entry.count += 1;
      entry.minX = Math.min(entry.minX, x);
      seen.set(key, entry);
    }
  }
  const candidates = [...seen.values()].filter((e) => e.count >= PIECE_SIZE).sort((a, b) => b.sum - a.sum);
  return candidates[0]?.minX ?? null;
}

/** Attack 2: in the piece's band (its y is public), the column with the strongest vertical edge is a side of the gap. */
function strongestEdgeAttack(png: Picture, pieceY: number): number {
  let best = 0;
  let bestScore = -1;
  for (let x = 1; x < png.width; x++) {
    let score = 0;
    for (let y = pieceY; y < pieceY + PIECE_SIZE; y++) score += Math.abs(luma(png, x, y) - luma(png, x - 1, y));
    if (score > bestScore) [best, bestScore] = [x, score];
  }
  return best;
}

const near = (guess: number | null, x: number) => guess !== null && Math.abs(guess - x) <= SLIDER_TOLERANCE_PX;

describe('slider images', () => {
  it('draws a background and a piece of the stated sizes, the gap inside the picture', () => {
    const gap = randomGap();
    expect(gap.x).toBeGreaterThan(PIECE_SIZE);
    expect(gap.x + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_WIDTH);
    expect(gap.y + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_HEIGHT);
    const images = drawSlider(gap);
    const bg = decode(images.background);
    const piece = decode(images.piece);
    expect([bg.width, bg.height, piece.width, piece.height]).toEqual([
      SLIDER_WIDTH,
      SLIDER_HEIGHT,
      PIECE_SIZE,
      PIECE_SIZE,
    ]);
  });

  it('puts exactly one hole of the piece’s size (the gap) and decoys plainly narrower or wider, none touching another', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed);
      const gap = randomGap(random);
      const holes = holesFor(gap, random);
      expect(holes[0]).toMatchObject({ x: gap.x, y: gap.y, w: PIECE_SIZE, h: PIECE_SIZE });
      for (const decoy of holes.slice(1)) {
        expect(Math.abs(decoy.w - PIECE_SIZE)).toBeGreaterThanOrEqual(DECOY_WIDTH_DIFFERENCE);
        expect(
          decoy.x >= 0 && decoy.x + decoy.w <= SLIDER_WIDTH && decoy.y >= 0 && decoy.y + decoy.h <= SLIDER_HEIGHT,
        ).toBe(true);
      }
      for (const [i, a] of holes.entries()) {
        for (const b of holes.slice(i + 1)) expect(a.x + a.w < b.x || b.x + b.w < a.x).toBe(true);
      }
    }
  });

  // The old drawing (a pure white outline on a noiseless picture) fell to both, every time.
  it.each([
    ['the unique bright colour', (png: Picture) => uniqueColourAttack(png)],
    ['the strongest vertical edge in the piece’s band', (png: Picture, y: number) => strongestEdgeAttack(png, y)],
  ])('a script looking for %s finds the gap in fewer than half of the challenges', (_name, attack) => {
    const trials = 60;
    let found = 0;
    for (let seed = 1; seed <= trials; seed++) {
      const random = seededRandom(seed * 7919);
      const gap = randomGap(random);
      const png = decode(drawSlider(gap, random).background);
      const guess = attack(png, gap.y);
      if (near(guess, gap.x) || near(guess, gap.x + PIECE_SIZE - 1)) found++;
    }
    expect(found / trials).toBeLessThan(0.5);
  });
});
