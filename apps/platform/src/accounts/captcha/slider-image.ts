import { randomInt } from 'node:crypto';
import { Raster } from './raster';

export const SLIDER_WIDTH = 280;
export const SLIDER_HEIGHT = 160;
export const PIECE_SIZE = 44;

export interface SliderImages {
  background: string;
  piece: string;
}

/** Where the gap goes: x away from the left edge (the piece starts there) and inside the picture. */
export function randomGap(): { x: number; y: number } {
  return { x: PIECE_SIZE + 16 + randomInt(SLIDER_WIDTH - 2 * PIECE_SIZE - 24), y: 8 + randomInt(SLIDER_HEIGHT - PIECE_SIZE - 16) };
}

/** A random landscape of bands and discs, a darkened gap with a light outline, and the cut-out piece. */
export function drawSlider(gap: { x: number; y: number }): SliderImages {
  const bg = new Raster(SLIDER_WIDTH, SLIDER_HEIGHT);
  const hue = randomInt(3);
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const a = 120 + Math.round(60 * Math.sin((x + y * 0.6) / 23)) + Math.round(30 * Math.cos(y / 11));
      const b = 150 + Math.round(50 * Math.cos((x - y) / 31));
      bg.set(x, y, hue === 0 ? [a, b, 200] : hue === 1 ? [200, a, b] : [b, 200, a]);
    }
  }
  for (let i = 0; i < 9; i++) {
    const cx = randomInt(SLIDER_WIDTH);
    const cy = randomInt(SLIDER_HEIGHT);
    const radius = 8 + randomInt(22);
    const color = [randomInt(256), randomInt(256), randomInt(256)] as const;
    for (let y = cy - radius; y <= cy + radius; y++)
      for (let x = cx - radius; x <= cx + radius; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) bg.set(x, y, color);
  }
  const piece = new Raster(PIECE_SIZE, PIECE_SIZE);
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      const [r, g, b] = bg.get(gap.x + x, gap.y + y);
      const edge = x < 2 || y < 2 || x >= PIECE_SIZE - 2 || y >= PIECE_SIZE - 2;
      piece.set(x, y, edge ? [255, 255, 255] : [r, g, b]);
      bg.set(gap.x + x, gap.y + y, edge ? [250, 250, 250] : [Math.round(r * 0.35), Math.round(g * 0.35), Math.round(b * 0.35)]);
    }
  }
  return { background: bg.toBase64(), piece: piece.toBase64() };
}
