// Pure parts of the brands-at-scale check: which generated brands the smoke journeys visit, and the verdicts.

/** `count` ids spread evenly over `ids` (first, last and evenly between), in their order. */
export function spreadSample(ids, count) {
  if (count >= ids.length) return [...ids];
  if (count <= 0) return [];
  if (count === 1) return [ids[0]];
  const picked = new Set();
  for (let i = 0; i < count; i++) picked.add(Math.round((i * (ids.length - 1)) / (count - 1)));
  return [...picked].sort((a, b) => a - b).map((i) => ids[i]);
}

/** Generated brand ids: `<prefix>001` … (three digits keep them sorted). */
export function generatedIds(prefix, count) {
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`);
}

/** The build budget: every brand built in at most `extraMs` on top of one shell build. */
export function buildVerdict({ shellMs, brandsMs, extraMs }) {
  return { totalMs: shellMs + brandsMs, budgetMs: shellMs + extraMs, ok: brandsMs <= extraMs };
}
