// V8's explicit compile hint, shared by the build (compile-hints.ts) and the JS budget (tools/budget/js-budget.mjs).
// Plain JavaScript, so the budget script runs it with node alone; its types are in compile-hint.d.mts.

/**
 * A file that opens with this comment has every function compiled as it streams in, on a background thread,
 * instead of each one on the page's main thread when it is first called (Chromium 136 and later; other engines
 * read a comment). Decision 0100.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Files of the first render smaller than this (in bytes) hold too few functions for the hint to matter; its
 * bytes would be most of what it adds to them.
 */
export const minHintedBytes = 10 * 1024;

/** Whether a first-render file's code is large enough to open with the hint (its UTF-8 bytes, as it is sent). */
export function worthHinting(code) {
  return Buffer.byteLength(code) >= minHintedBytes;
}
