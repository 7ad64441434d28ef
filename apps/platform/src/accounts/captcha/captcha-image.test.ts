import { PNG } from 'pngjs';
import { captchaAlphabet, glyph } from './bitmap-font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, randomCaptchaText } from './captcha-image';
import { PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH, drawSlider, randomGap } from './slider-image';

const decode = (base64: string) => PNG.sync.read(Buffer.from(base64, 'base64'));

describe('captcha images', () => {
  it('has a 5×7 glyph for every character of the alphabet', () => {
    for (const char of captchaAlphabet) {
      const rows = glyph(char);
      expect(rows).toHaveLength(7);
      for (const row of rows) expect(row).toHaveLength(5);
    }
  });

  it('makes texts of 4–5 characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) expect(randomCaptchaText()).toMatch(new RegExp(`^[${captchaAlphabet}]{4,5}$`));
    expect(captchaAlphabet).not.toMatch(/[0O1IL2Z5S8B]/);
  });

  it('draws the text as a PNG of the captcha size with ink on it', () => {
    const png = decode(drawCaptcha('AC349'));
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) if ((png.data[i] ?? 255) < 160) dark++;
    expect(dark).toBeGreaterThan(100);
  });

  it('draws a slider background and a piece of the stated sizes, the gap inside the picture', () => {
    const gap = randomGap();
    expect(gap.x).toBeGreaterThan(PIECE_SIZE);
    expect(gap.x + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_WIDTH);
    expect(gap.y + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_HEIGHT);
    const images = drawSlider(gap);
    const bg = decode(images.background);
    const piece = decode(images.piece);
    expect([bg.width, bg.height, piece.width, piece.height]).toEqual([SLIDER_WIDTH, SLIDER_HEIGHT, PIECE_SIZE, PIECE_SIZE]);
  });
});
