import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { Texts } from './brand';

/** The rings of the piece's edge (drawn lighter) are left out of the comparison. */
const EDGE = 3;
/** How dark the platform draws the gap: a share of the picture's brightness kept. */
const SHADE = { min: 0.35, max: 0.7 } as const;

/**
 * Where the gap is in the slider picture (base64 PNGs of the picture and the piece, and the share of the
 * picture's height where the piece is shown): the place along the piece's row that looks most like the piece
 * made darker, as a person finds it by eye. The decoy holes have other sizes and other pictures.
 */
export function findGap(backgroundPng: string, piecePng: string, pieceTop: number): number {
  const bg = PNG.sync.read(Buffer.from(backgroundPng, 'base64'));
  const piece = PNG.sync.read(Buffer.from(piecePng, 'base64'));
  const row = Math.round(pieceTop * bg.height);
  let best = { x: 0, error: Number.POSITIVE_INFINITY };
  for (let oy = Math.max(0, row - 1); oy <= Math.min(bg.height - piece.height, row + 1); oy++) {
    for (let ox = 0; ox + piece.width <= bg.width; ox++) {
      // The darkening that fits best (least squares), within what the platform draws.
      let bp = 0;
      let pp = 0;
      for (let y = EDGE; y < piece.height - EDGE; y++) {
        for (let x = EDGE; x < piece.width - EDGE; x++) {
          const pi = (y * piece.width + x) * 4;
          const bi = ((oy + y) * bg.width + ox + x) * 4;
          for (let c = 0; c < 3; c++) {
            const p = piece.data[pi + c] ?? 0;
            bp += (bg.data[bi + c] ?? 0) * p;
            pp += p * p;
          }
        }
      }
      const shade = Math.min(SHADE.max, Math.max(SHADE.min, bp / (pp || 1)));
      let error = 0;
      for (let y = EDGE; y < piece.height - EDGE; y++) {
        for (let x = EDGE; x < piece.width - EDGE; x++) {
          const pi = (y * piece.width + x) * 4;
          const bi = ((oy + y) * bg.width + ox + x) * 4;
          for (let c = 0; c < 3; c++) error += ((bg.data[bi + c] ?? 0) - shade * (piece.data[pi + c] ?? 0)) ** 2;
        }
      }
      if (error < best.error) best = { x: ox, error };
    }
  }
  return best.x;
}

/**
 * Solves the slider challenge shown in its dialog by dragging the thumb with the pointer until the
 * piece sits over the gap, at a person's pace. The dialog closes when the platform accepts.
 */
export async function dragSliderToGap(page: Page, texts: Texts): Promise<void> {
  const dialog = page.getByRole('dialog', { name: texts.t('login.slider.title'), exact: true });
  const picture = dialog.getByRole('img', { name: texts.t('login.slider.pictureAlt'), exact: true });
  const thumb = dialog.getByRole('slider', { name: texts.t('login.slider.label'), exact: true });
  await expect(picture).toBeVisible();
  await expect(thumb).not.toHaveAttribute('aria-disabled', 'true');

  const base64 = async (img: typeof picture) => {
    const src = (await img.getAttribute('src')) ?? '';
    return src.slice(src.indexOf(',') + 1);
  };
  // The piece is decorative (no name): the picture's sibling image, placed at its row.
  const piece = picture.locator('xpath=following-sibling::img[1]');
  const pieceTop = await piece.evaluate((img) => parseFloat((img as HTMLElement).style.top) / 100);
  const gapX = findGap(await base64(picture), await base64(piece), pieceTop);
  const max = Number(await thumb.getAttribute('aria-valuemax'));
  const thumbBox = await thumb.boundingBox();
  const trackBox = await thumb.locator('..').boundingBox();
  if (!thumbBox || !trackBox || !(max > 0)) throw new Error('the slider is not laid out');
  // The thumb travels the track's width less its own; that distance covers 0 … max picture pixels.
  const distance = (gapX * (trackBox.width - thumbBox.width)) / max;

  const startX = thumbBox.x + thumbBox.width / 2;
  const y = thumbBox.y + thumbBox.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const moves = 12;
  for (let i = 1; i <= moves; i++) {
    await page.mouse.move(startX + (distance * i) / moves, y, { steps: 2 });
    // A drag faster than a person's is refused by the platform (≥ 250 ms).
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
  await expect(dialog).toBeHidden();
}
