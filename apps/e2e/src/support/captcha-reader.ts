import { PNG } from 'pngjs';

/**
 * Reads the platform's image captcha the way a person does: it knows the letters. The captcha
 * draws 4 or 5 characters of a 5×7 font at 3× size, each in one ink colour, shifted, raised or
 * lowered and slanted a little, over speckles and thin noise lines. The reader looks for the ink
 * colours and matches every letter of the font at every shift and slant, keeping the best fit.
 *
 * The letter shapes below are those the captcha shows (the platform's
 * apps/platform/src/raster/bitmap-font.ts); if the captcha's look changes, this reader
 * stops reading it and the registration journeys fail, which is the signal to update both.
 */
const font: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# ##..# #.#.# #..## #...# #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# ##.## #...#',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  '3': '####. ....# ....# .###. ....# ....# ####.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
};

/** The ink colours letters are drawn in (noise and speckles never use them). */
const inks: readonly (readonly [number, number, number])[] = [
  [30, 60, 140],
  [140, 30, 60],
  [20, 110, 60],
  [90, 40, 130],
  [40, 40, 40],
];

const SCALE = 3;
const GLYPH_W = 5;
const GLYPH_H = 7;
const slants = [-0.2, -0.1, 0, 0.1, 0.2];

/** The pixels of one letter drawn with one slant, relative to its top-left corner, as the captcha draws them. */
function letterShape(cells: boolean[][], slant: number): Int16Array {
  const pixels: number[] = [];
  cells.forEach((row, gy) =>
    row.forEach((on, gx) => {
      if (!on) return;
      const shift = Math.round((GLYPH_H - gy) * slant * SCALE);
      for (let dy = 0; dy < SCALE; dy++)
        for (let dx = 0; dx < SCALE; dx++) pixels.push(gx * SCALE + shift + dx, gy * SCALE + dy);
    }),
  );
  return Int16Array.from(pixels);
}

const letters = Object.entries(font).flatMap(([char, rows]) => {
  const cells = rows.split(' ').map((row) => [...row].map((pixel) => pixel === '#'));
  return slants.map((slant) => ({ char, shape: letterShape(cells, slant) }));
});

interface Ink {
  width: number;
  height: number;
  /** Ink index per pixel, -1 where there is no ink. */
  at: Int8Array;
}

function inkOf(png: PNG): Ink {
  const at = new Int8Array(png.width * png.height).fill(-1);
  for (let i = 0; i < at.length; i++) {
    const [r, g, b] = [png.data[i * 4], png.data[i * 4 + 1], png.data[i * 4 + 2]];
    at[i] = inks.findIndex(([ir, ig, ib]) => ir === r && ig === g && ib === b);
  }
  return { width: png.width, height: png.height, at };
}

interface Fit {
  char: string;
  score: number;
  /** Pixel indexes the letter covers. */
  covered: number[];
}

/** Ink colours with enough pixels around a character position to be a letter's. */
function coloursNear(ink: Ink, fromX: number, toX: number): number[] {
  const counts = new Array<number>(inks.length).fill(0);
  for (let y = 0; y < ink.height; y++) {
    for (let x = Math.max(0, fromX); x < Math.min(ink.width, toX); x++) {
      const colour = ink.at[y * ink.width + x] ?? -1;
      if (colour >= 0) counts[colour] = (counts[colour] ?? 0) + 1;
    }
  }
  return counts.flatMap((count, colour) => (count >= 12 ? [colour] : []));
}

/** The pixel indexes a shape covers at (x0, y0), inside the picture. */
function coveredBy(ink: Ink, shape: Int16Array, x0: number, y0: number): number[] {
  const covered: number[] = [];
  for (let i = 0; i < shape.length; i += 2) {
    const x = x0 + (shape[i] ?? 0);
    const y = y0 + (shape[i + 1] ?? 0);
    if (x >= 0 && y >= 0 && x < ink.width && y < ink.height) covered.push(y * ink.width + x);
  }
  return covered;
}

/** The best letter at one character position: ink pixels of one colour explained, minus letter pixels without that ink. */
function bestLetter(ink: Ink, baseX: number, baseY: number): Fit {
  let best: { char: string; score: number; x: number; y: number; shape: Int16Array } = {
    char: '',
    score: -Infinity,
    x: 0,
    y: 0,
    shape: new Int16Array(),
  };
  for (const colour of coloursNear(ink, baseX - 6, baseX + GLYPH_W * SCALE + 6)) {
    for (const { char, shape } of letters) {
      for (let dx = -2; dx <= 2; dx++) {
        for (let dy = -4; dy <= 4; dy++) {
          const x0 = baseX + dx;
          const y0 = baseY + dy;
          let score = 0;
          for (let i = 0; i < shape.length; i += 2) {
            const x = x0 + (shape[i] ?? 0);
            const y = y0 + (shape[i + 1] ?? 0);
            const inside = x >= 0 && y >= 0 && x < ink.width && y < ink.height;
            // A noise line may cross a letter: a missing pixel costs less than a found one gains.
            score += inside && ink.at[y * ink.width + x] === colour ? 1 : -0.5;
          }
          if (score > best.score) best = { char, score, x: x0, y: y0, shape };
        }
      }
    }
  }
  return { char: best.char, score: best.score, covered: coveredBy(ink, best.shape, best.x, best.y) };
}

/** Reads a captcha PNG (base64, as in the image's data URL); the best reading of 4 or 5 characters. */
export function readCaptcha(base64Png: string): string {
  const png = PNG.sync.read(Buffer.from(base64Png, 'base64'));
  const ink = inkOf(png);
  const inkTotal = ink.at.reduce((n, v) => n + (v >= 0 ? 1 : 0), 0);
  let reading = { text: '', score: -Infinity };
  for (const length of [4, 5]) {
    const cell = Math.floor((png.width - 8) / length);
    const baseY = Math.floor((png.height - GLYPH_H * SCALE) / 2);
    const fits = Array.from({ length }, (_, i) =>
      bestLetter(ink, 4 + i * cell + Math.floor((cell - GLYPH_W * SCALE) / 2), baseY),
    );
    const covered = new Set(fits.flatMap((fit) => fit.covered));
    const explained = [...covered].filter((index) => (ink.at[index] ?? -1) >= 0).length;
    // Ink left unexplained means a letter is missing: a reading of the wrong length leaves some.
    const score = fits.reduce((sum, fit) => sum + fit.score, 0) - (inkTotal - explained);
    if (score > reading.score) reading = { text: fits.map((fit) => fit.char).join(''), score };
  }
  return reading.text;
}
