/** A language pack: nested keys with string leaves. */
export interface Pack {
  [key: string]: string | Pack;
}

function isPack(value: unknown): value is Pack {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep merge, later packs winning key by key. Used for: English fallback under a base pack,
 * the pieces' keys beside the shell's, and a brand's overrides on top.
 */
export function mergePacks(...packs: readonly (Pack | undefined)[]): Pack {
  const out: Pack = {};
  for (const pack of packs) {
    if (!pack) continue;
    for (const [key, value] of Object.entries(pack)) {
      const current = out[key];
      if (isPack(value)) out[key] = mergePacks(isPack(current) ? current : undefined, value);
      else if (typeof value === 'string') out[key] = value;
    }
  }
  return out;
}
