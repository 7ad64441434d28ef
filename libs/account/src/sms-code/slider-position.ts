/** Where the slider piece may go: 0 … background width − piece size (background pixels). */
export function sliderMax(width: number, pieceSize: number): number {
  return Math.max(0, width - pieceSize);
}

export function clampSlider(x: number, max: number): number {
  return Math.round(Math.min(max, Math.max(0, x)));
}

/**
 * Keyboard operation of the slider (WAI-ARIA slider pattern): arrows move one pixel, Page keys
 * ten, Home and End to the ends. Undefined for other keys.
 */
export function sliderKeyStep(key: string, x: number, max: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSlider(x + 1, max);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSlider(x - 1, max);
    case 'PageUp':
      return clampSlider(x + 10, max);
    case 'PageDown':
      return clampSlider(x - 10, max);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return undefined;
  }
}

/**
 * A pointer drag: the start position plus the distance dragged on screen, converted to background
 * pixels (`trackPixels` on screen cover `max` background pixels).
 */
export function sliderDragPosition(startX: number, draggedPx: number, trackPixels: number, max: number): number {
  if (trackPixels <= 0) return clampSlider(startX, max);
  return clampSlider(startX + (draggedPx * max) / trackPixels, max);
}
