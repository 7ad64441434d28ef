import { createHash } from 'node:crypto';
import type { VendorIconVariant } from '@wl/api-client/contract/game-catalogue';

/**
 * Generated icons of the demo catalogue: small SVGs (well under 1 KB) drawn from the game's name and its
 * vendor's colour, so 900 games need no image files and every icon is different.
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

/** A game's icon: its vendor's colour into a hue of its own, the initials, the vendor's name. */
export function gameIconSvg(
  game: { name: string; gameId: string; vendor: string },
  vendorColour: string,
  vendorName: string,
): string {
  const hue = hueOf(`${game.vendor}/${game.gameId}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${vendorColour}"/>` +
    `<stop offset="1" stop-color="hsl(${hue},70%,42%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="28" fill="url(#g)"/>` +
    `<circle cx="100" cy="88" r="58" fill="hsl(${(hue + 40) % 360},80%,88%)" fill-opacity=".22"/>` +
    `<text x="100" y="110" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(iconLetters(game.name, vendorName))}</text>` +
    `<text x="100" y="176" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="20" fill="#fff" fill-opacity=".9">${escapeXml(vendorName.slice(0, 16))}</text>` +
    `</svg>`
  );
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
