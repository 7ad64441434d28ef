/** How far (px) the released piece may be from the gap. */
export const SLIDER_TOLERANCE_PX = 6;
/** A faster drag is not a person's. */
export const SLIDER_MIN_DURATION_MS = 250;

export function sliderAccepted(answer: { x: number; durationMs: number }, targetX: number): boolean {
  return Math.abs(answer.x - targetX) <= SLIDER_TOLERANCE_PX && answer.durationMs >= SLIDER_MIN_DURATION_MS;
}

/** Captcha answers compare without regard to case and surrounding spaces. */
export function captchaMatches(given: string, answer: string): boolean {
  return given.trim().toUpperCase() === answer.toUpperCase();
}
