/**
 * Agent home sticky header (spec §2): it becomes sticky once its top passes 1.4 rem, or 2.8 rem when the
 * download bar is shown above the page.
 */
export const STICKY_AT_REM = 1.4;
export const STICKY_AT_REM_WITH_DOWNLOAD_BAR = 2.8;

export function stickyThresholdPx(rootFontPx: number, downloadBarShown: boolean): number {
  return (downloadBarShown ? STICKY_AT_REM_WITH_DOWNLOAD_BAR : STICKY_AT_REM) * rootFontPx;
}

export function isHeaderStuck(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}
