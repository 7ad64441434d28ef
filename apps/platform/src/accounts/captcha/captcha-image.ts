import { randomInt } from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from '../../raster/bitmap-font';
import { captchaAlphabet } from './bitmap-font';
import { Raster } from '../../raster/raster';
import type { Rgb } from '../../raster/raster';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 3;

/** 4 or 5 characters of the unambiguous alphabet. */
export function randomCaptchaText(): string {
  const length = 4 + randomInt(2);
  let text = '';
  for (let i = 0; i < length; i++) text += captchaAlphabet[randomInt(captchaAlphabet.length)];
  return text;
}

const inks: Rgb[] = [
  [30, 60, 140],
  [140, 30, 60],
  [20, 110, 60],
  [90, 40, 130],
  [40, 40, 40],
];

/** The text drawn in a 3× bitmap font with jitter, background speckles and noise lines; a base64 PNG. */
export function drawCaptcha(text: string): string {
  const r = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  r.fill([244, 244, 238]);
  for (let i = 0; i < 160; i++) {
    const shade = 180 + randomInt(60);
    r.set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), [shade, shade, shade - 10]);
  }
  const cell = Math.floor((CAPTCHA_WIDTH - 8) / text.length);
  const glyphW = GLYPH_WIDTH * SCALE;
  const glyphH = GLYPH_HEIGHT * SCALE;
  [...text].forEach((char, index) => {
    const ink = inks[randomInt(inks.length)] ?? inks[0];
    const x0 = 4 + index * cell + Math.floor((cell - glyphW) / 2) + randomInt(5) - 2;
    const y0 = Math.floor((CAPTCHA_HEIGHT - glyphH) / 2) + randomInt(9) - 4;
    const slant = (randomInt(5) - 2) / 10;
    glyph(char).forEach((row, gy) =>
      row.forEach((on, gx) => {
        if (!on || !ink) return;
        const shift = Math.round((GLYPH_HEIGHT - gy) * slant * SCALE);
        r.rect(x0 + gx * SCALE + shift, y0 + gy * SCALE, SCALE, SCALE, ink);
      }),
    );
  });
  for (let i = 0; i < 4; i++) {
    const shade = 90 + randomInt(90);
    r.line(
      randomInt(CAPTCHA_WIDTH),
      randomInt(CAPTCHA_HEIGHT),
      randomInt(CAPTCHA_WIDTH),
      randomInt(CAPTCHA_HEIGHT),
      [shade, shade + 20, shade],
      1,
    );
  }
  return r.toBase64();
}
