import { createHash } from 'node:crypto';
import type { VendorIconVariant } from '@wl/api-client/contract/game-catalogue';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph, hasGlyph } from '../raster/bitmap-font';
import { Raster, type Rgb } from '../raster/raster';

/**
 * Generated icons of the demo catalogue, drawn from the game's name and its vendor's colour, so 900 games need
 * no image files and every icon is different. Game icons are small flat PNGs (about 1–2 KB), as an operator's
 * image CDN serves raster pictures: a page of SVG pictures costs the browser a document per picture on its
 * main thread (decision 0068). Vendor badges stay SVG (a few per page).
 */

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** A hue from a text (the same text, the same hue). */
function hueOf(text: string): number {
  return createHash('sha1').update(text).digest().readUInt16BE(0) % 360;
}

/** Up to two letters standing for the name (`Golden Riches` → `GR`, `PK10 Racing` → `PR`). */
export function initials(name: string): string {
  const words = name.split(/[\s_-]+/).filter((word) => /[A-Za-z0-9]/.test(word));
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** The letters on a game's icon: the name's initials, without the vendor's name when the name starts with it. */
export function iconLetters(name: string, vendorName: string): string {
  const own = name.startsWith(`${vendorName} `) ? name.slice(vendorName.length + 1) : name;
  return initials(own);
}

/** `#rrggbb` as a colour; grey for anything else. */
export function hexColour(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return [128, 128, 128];
  return [parseInt(match[1] ?? '80', 16), parseInt(match[2] ?? '80', 16), parseInt(match[3] ?? '80', 16)];
}

/** An HSL colour (hue in degrees, saturation and lightness 0–1) as RGB. */
export function hslColour(hue: number, saturation: number, lightness: number): Rgb {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

const ICON_SIZE = 200;
const CORNER = 28;
const WHITE: Rgb = [255, 255, 255];

/** Inside the icon's rounded square. */
function inRoundedSquare(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, CORNER), ICON_SIZE - 1 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), ICON_SIZE - 1 - CORNER);
  return (x - cx) ** 2 + (y - cy) ** 2 <= CORNER ** 2;
}

/** Draws `text` centred on `centreX`, its top at `top`, each font pixel `scale` pixels square. */
function drawText(raster: Raster, text: string, centreX: number, top: number, scale: number, opacity: number): void {
  const chars = [...text].map((char) => (hasGlyph(char) ? char : ' '));
  const advance = (GLYPH_WIDTH + 1) * scale;
  const width = chars.length * advance - scale;
  chars.forEach((char, i) => {
    const left = Math.round(centreX - width / 2) + i * advance;
    glyph(char).forEach((row, gy) =>
      row.forEach((on, gx) => {
        if (!on) return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++)
            raster.blend(left + gx * scale + dx, top + gy * scale + dy, WHITE, opacity);
      }),
    );
  });
}

/**
 * A game's icon as a PNG: its vendor's colour, a disc in a hue of the game's own, the initials and the vendor's
 * name in capitals.
 */
export function gameIconPng(
  game: { name: string; gameId: string; vendor: string },
  vendorColour: string,
  vendorName: string,
): Buffer {
  const hue = hueOf(`${game.vendor}/${game.gameId}`);
  const vendor = hexColour(vendorColour);
  const own = hslColour(hue, 0.7, 0.42);
  const raster = new Raster(ICON_SIZE, ICON_SIZE);
  for (let y = 0; y < ICON_SIZE; y++)
    for (let x = 0; x < ICON_SIZE; x++) {
      if (!inRoundedSquare(x, y)) continue;
      raster.set(x, y, (x - 100) ** 2 + (y - 88) ** 2 <= 58 ** 2 ? own : vendor);
    }
  drawText(raster, iconLetters(game.name, vendorName), 100, 88 - (GLYPH_HEIGHT * 8) / 2, 8, 1);
  drawText(raster, vendorName.toUpperCase().slice(0, 14), 100, 160, 2, 0.9);
  return raster.toPng();
}

/** A vendor's icon in colour (filled badge), white or black (outline and text, for dark or light backgrounds). */
export function vendorIconSvg(label: string, colour: string, variant: VendorIconVariant): string {
  const text = escapeXml(label.replace(/_/g, ' ').slice(0, 12));
  const size = text.length > 6 ? 22 : 30;
  const [fill, stroke, ink] =
    variant === 'colour'
      ? [colour, colour, '#fff']
      : variant === 'white'
        ? ['none', '#fff', '#fff']
        : ['none', '#000', '#000'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${text}">` +
    `<rect x="2" y="2" width="156" height="60" rx="14" fill="${fill}" stroke="${stroke}" stroke-width="4"/>` +
    `<text x="80" y="${32 + size * 0.35}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="${ink}">${text}</text>` +
    `</svg>`
  );
}
