import { hexColour } from '../games/icons';
import { Raster, type Rgb } from '../raster/raster';
import { artKinds, type ArtColours, type ArtKind } from './art-svg';

/**
 * The banner and promotion pictures as PNGs (decision 0073): the same picture as `artSvg` (a diagonal gradient
 * from the brand's primary colour to its accent, nine translucent discs, the kind's emblem), drawn with flat edges.
 * An operator's banners are raster pictures; an SVG picture costs the browser a document of its own on the main
 * thread (decision 0068), which made each demo banner a long task of the home page.
 */
export function artPng(kind: ArtKind, colours: ArtColours, width = 750, height = 300): Buffer {
  const primary = hexColourOr(colours.primary, '#0a6ed1');
  const accent = hexColourOr(colours.accent, '#ff9f1c');
  const surface = hexColourOr(colours.surface, '#ffffff');
  const ink = hexColourOr(colours.onPrimary, '#ffffff');
  const raster = new Raster(width, height);
  // The gradient runs from the top left to the bottom right (its accent end 85 % opaque), in flat diagonal bands: a
  // smooth gradient in two directions makes a PNG of about 80 KB, the bands about a tenth of it.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const band = Math.min(GRADIENT_BANDS - 1, Math.floor(((x / width + y / height) / 2) * GRADIENT_BANDS));
      raster.set(x, y, mix(primary, accent, (band / (GRADIENT_BANDS - 1)) * 0.85));
    }

  const next = sequence(artKinds.indexOf(kind) + 7);
  for (let i = 0; i < 9; i++) {
    const r = Math.round(18 + next() * 70);
    const cx = Math.round(next() * width);
    const cy = Math.round(next() * height);
    const colour = next() > 0.5 ? accent : surface;
    const opacity = Number((0.12 + next() * 0.3).toFixed(2));
    fillWhere(raster, cx - r, cy - r, cx + r, cy + r, (x, y) => inDisc(x, y, cx, cy, r), colour, opacity);
  }
  drawEmblem(raster, kind, width * 0.78, height * 0.5, { primary, accent, ink });
  return raster.toPng();
}

const GRADIENT_BANDS = 12;

function hexColourOr(colour: string, fallback: string): Rgb {
  return hexColour(/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : fallback);
}

const mix = (from: Rgb, to: Rgb, t: number): Rgb => [
  Math.round(from[0] + (to[0] - from[0]) * t),
  Math.round(from[1] + (to[1] - from[1]) * t),
  Math.round(from[2] + (to[2] - from[2]) * t),
];

/** The SVG's sequence, so each kind keeps its discs where the SVG draws them. */
function sequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

type Inside = (x: number, y: number) => boolean;

/** Paints the pixels of a box (pixel centres) that `inside` accepts, blended at `opacity`. */
function fillWhere(
  raster: Raster,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  inside: Inside,
  colour: Rgb,
  opacity = 1,
): void {
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(raster.width - 1, Math.ceil(x1));
  const bottom = Math.min(raster.height - 1, Math.ceil(y1));
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) {
      if (!inside(x + 0.5, y + 0.5)) continue;
      if (opacity >= 1) raster.set(x, y, colour);
      else raster.blend(x, y, colour, opacity);
    }
}

const inDisc = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const inRing = (x: number, y: number, cx: number, cy: number, r: number, stroke: number) => {
  const d = Math.hypot(x - cx, y - cy);
  return d >= r - stroke / 2 && d <= r + stroke / 2;
};

/** Inside a polygon (even-odd rule). */
function inPolygon(x: number, y: number, points: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] ?? [0, 0];
    const [xj, yj] = points[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function polygon(raster: Raster, points: readonly (readonly [number, number])[], colour: Rgb): void {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  fillWhere(
    raster,
    Math.min(...xs),
    Math.min(...ys),
    Math.max(...xs),
    Math.max(...ys),
    (x, y) => inPolygon(x, y, points),
    colour,
  );
}

const rect = (raster: Raster, x: number, y: number, w: number, h: number, colour: Rgb, opacity = 1) =>
  fillWhere(raster, x, y, x + w, y + h, (px, py) => px >= x && px < x + w && py >= y && py < y + h, colour, opacity);

/** A horizontal stroke of `stroke` pixels centred on `y`. */
const stroke = (raster: Raster, x0: number, x1: number, y: number, width: number, colour: Rgb) =>
  rect(raster, x0, y - width / 2, x1 - x0, width, colour);

function drawEmblem(
  raster: Raster,
  kind: ArtKind,
  cx: number,
  cy: number,
  { primary, accent, ink }: { primary: Rgb; accent: Rgb; ink: Rgb },
): void {
  switch (kind) {
    case 'welcome':
      rect(raster, cx - 60, cy - 10, 120, 80, accent);
      rect(raster, cx - 70, cy - 40, 140, 30, ink);
      rect(raster, cx - 8, cy - 40, 16, 110, primary);
      return;
    case 'reload':
      fillWhere(raster, cx - 79, cy - 79, cx + 79, cy + 79, (x, y) => inRing(x, y, cx, cy, 70, 18), ink);
      polygon(
        raster,
        [
          [cx + 55, cy - 70],
          [cx + 95, cy - 50],
          [cx + 55, cy - 40],
        ],
        accent,
      );
      return;
    case 'cashback':
      fillWhere(raster, cx - 75, cy - 75, cx + 75, cy + 75, (x, y) => inDisc(x, y, cx, cy, 75), accent);
      fillWhere(raster, cx - 59, cy - 59, cx + 59, cy + 59, (x, y) => inRing(x, y, cx, cy, 55, 8), ink);
      return;
    case 'referral':
      fillWhere(raster, cx - 70, cy - 50, cx - 10, cy + 10, (x, y) => inDisc(x, y, cx - 40, cy - 20, 30), ink);
      fillWhere(raster, cx + 10, cy - 50, cx + 70, cy + 10, (x, y) => inDisc(x, y, cx + 40, cy - 20, 30), accent);
      for (const centre of [cx - 40, cx + 40])
        fillWhere(
          raster,
          centre - 50,
          cy + 20,
          centre + 50,
          cy + 70,
          (x, y) => y <= cy + 70 && inDisc(x, y, centre, cy + 70, 50),
          ink,
          0.9,
        );
      return;
    case 'login':
      rect(raster, cx - 55, cy - 10, 110, 85, ink);
      fillWhere(
        raster,
        cx - 42,
        cy - 77,
        cx + 42,
        cy - 35,
        (x, y) => y <= cy - 35 && inRing(x, y, cx, cy - 35, 35, 14),
        accent,
      );
      rect(raster, cx - 42, cy - 35, 14, 25, accent);
      rect(raster, cx + 28, cy - 35, 14, 25, accent);
      return;
    case 'register':
      rect(raster, cx - 60, cy - 75, 120, 150, ink);
      stroke(raster, cx - 35, cx + 35, cy - 35, 12, accent);
      stroke(raster, cx - 35, cx + 35, cy, 12, accent);
      stroke(raster, cx - 35, cx + 5, cy + 35, 12, accent);
      return;
    case 'news':
      rect(raster, cx - 70, cy - 60, 140, 120, ink);
      stroke(raster, cx - 50, cx + 50, cy - 30, 10, primary);
      stroke(raster, cx - 50, cx + 50, cy, 10, primary);
      stroke(raster, cx - 50, cx + 10, cy + 30, 10, primary);
      return;
    case 'vip':
      polygon(
        raster,
        [
          [cx - 80, cy + 50],
          [cx - 90, cy - 40],
          [cx - 40, cy],
          [cx, cy - 60],
          [cx + 40, cy],
          [cx + 90, cy - 40],
          [cx + 80, cy + 50],
        ],
        accent,
      );
      rect(raster, cx - 80, cy + 55, 160, 18, ink);
      return;
  }
}
