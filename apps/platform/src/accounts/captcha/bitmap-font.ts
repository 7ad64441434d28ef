/**
 * The captcha alphabet: letters and digits of the 5×7 bitmap font (raster/bitmap-font.ts) that cannot be mistaken
 * for one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V).
 */
export const captchaAlphabet = 'ACDEFHJKMNPRTWXY3479';
