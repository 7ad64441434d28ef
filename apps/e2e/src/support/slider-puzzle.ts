import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { Texts } from './brand';

/** The light outline the platform draws around the gap of the slider picture. */
const OUTLINE = [250, 250, 250] as const;
/** The outline's top edge is as long as the piece is wide (44 px); a shorter run is not the gap. */
const MIN_EDGE = 40;

/**
 * Where the gap is in the slider picture (base64 PNG): the left end of its outline's top edge,
 * found as a person finds it by eye, by looking at the picture.
 */
export function findGap(base64Png: string): number {
  const png = PNG.sync.read(Buffer.from(base64Png, 'base64'));
  const isOutline = (x: number, y: number) => {
    const i = (y * png.width + x) * 4;
    return png.data[i] === OUTLINE[0] && png.data[i + 1] === OUTLINE[1] && png.data[i + 2] === OUTLINE[2];
  };
  for (let y = 0; y < png.height; y++) {
    let run = 0;
    for (let x = 0; x < png.width; x++) {
      run = isOutline(x, y) ? run + 1 : 0;
      if (run >= MIN_EDGE) return x - run + 1;
    }
  }
  throw new Error('no gap found in the slider picture');
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

  const src = (await picture.getAttribute('src')) ?? '';
  const gapX = findGap(src.slice(src.indexOf(',') + 1));
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
