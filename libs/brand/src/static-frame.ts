/**
 * Id of the element holding the page's static first paint (the header, the route's frame), which the assembler
 * writes before the app's `#root`. The app renders into `#root`, hidden while this element is there, and removes it
 * when the route's first screen is shown, so the static frame gives way to the whole screen at once.
 */
export const staticFrameId = 'wl-frame';
