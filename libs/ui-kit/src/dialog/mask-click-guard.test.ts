import { DIALOG_MASK_GUARD_MS, maskClickCloses } from './mask-click-guard';

describe('dialog mask click ignored for 300 ms after opening', () => {
  it('uses the spec figure', () => {
    expect(DIALOG_MASK_GUARD_MS).toBe(300);
  });

  it.each([
    [true, 0, false],
    [true, 1, false],
    [true, 299, false],
    [true, 300, true],
    [true, 5000, true],
    [false, 299, false],
    [false, 300, false],
    [false, 5000, false],
  ])('maskClosable=%s, clicked %i ms after opening → closes=%s', (maskClosable, elapsed, closes) => {
    expect(maskClickCloses({ maskClosable, openedAt: 1_000, now: 1_000 + elapsed })).toBe(closes);
  });
});
