import type { BrandData } from './pack';

/** Id of the inline JSON script the assembler writes into every brand's index.html. */
export const brandDataElementId = 'wl-brand';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the brand data inlined in index.html (`<script id="wl-brand" type="application/json">{"brand":…,"pack":…}</script>`).
 *
 * The brand folder is validated against the full schema when the bundle is built (`nx build <brand>` fails with
 * one line per problem), and the assembler writes only validated data. The browser therefore checks the shape,
 * not every field again: the schema stays out of the first-paint JavaScript (docs/decisions/0024-first-paint-javascript.md).
 * Throws an Error with a readable reason when the data is missing or is not brand data.
 */
export function readBrandData(doc: Pick<Document, 'getElementById'>): BrandData {
  const element = doc.getElementById(brandDataElementId);
  if (!element?.textContent) {
    throw new Error(
      `Brand data missing: index.html has no #${brandDataElementId} script. Build the site with "nx build <brand>".`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent);
  } catch (error) {
    throw new Error(`Brand data in #${brandDataElementId} is not valid JSON (${(error as Error).message}).`);
  }
  const problems: string[] = [];
  if (!isObject(raw)) problems.push('must be an object with brand and pack');
  else {
    if (!isObject(raw.brand)) problems.push('brand: required');
    else {
      for (const field of ['id', 'merchantCode', 'displayName'] as const) {
        if (typeof raw.brand[field] !== 'string') problems.push(`brand.${field}: required`);
      }
      for (const field of ['currency', 'languages', 'age', 'theme'] as const) {
        if (!isObject(raw.brand[field])) problems.push(`brand.${field}: required`);
      }
    }
    if (!isObject(raw.pack)) problems.push('pack: required');
  }
  if (problems.length > 0) {
    throw new Error(
      `Brand data in #${brandDataElementId} is broken (rebuild the brand):\n${problems.map((p) => `#${brandDataElementId}: ${p}`).join('\n')}`,
    );
  }
  return raw as BrandData;
}
