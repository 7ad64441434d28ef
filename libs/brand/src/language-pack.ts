import { z } from 'zod/mini';

/** A language pack: nested objects whose leaves are all strings, e.g. `{ "home": { "welcome": "Hi" } }`. */
export interface LanguagePack {
  [key: string]: string | LanguagePack;
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds one issue per leaf that is not a string, with the full path to it. */
function checkLeaves(
  value: Record<string, unknown>,
  path: string[],
  ctx: z.core.$RefinementCtx<Record<string, unknown>>,
): void {
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') continue;
    if (isGroup(child)) checkLeaves(child, [...path, key], ctx);
    else ctx.addIssue({ code: 'custom', path: [...path, key], message: 'must be a text (string) or a group of texts' });
  }
}

export const LanguagePack = z
  .record(z.string(), z.unknown())
  .check(z.superRefine((value, ctx) => checkLeaves(value, [], ctx))) as unknown as z.ZodMiniType<LanguagePack>;
