import { PNG } from 'pngjs';
import { glyph } from '../../raster/bitmap-font';
import { captchaAlphabet } from './bitmap-font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, randomCaptchaText } from './captcha-image';

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
});
