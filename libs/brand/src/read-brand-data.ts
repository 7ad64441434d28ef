import { BrandData } from './pack';
import { problemLines } from './problems';

/** Id of the inline JSON script the assembler writes into every brand's index.html. */
export const brandDataElementId = 'wl-brand';

/**
 * Reads and validates the brand data inlined in index.html
 * (`<script id="wl-brand" type="application/json">{"brand":…,"pack":…}</script>`).
 * Throws an Error with a readable list of problems when it is missing or broken.
 */
export function readBrandData(doc: Pick<Document, 'getElementById'>): BrandData {
  const element = doc.getElementById(brandDataElementId);
  if (!element?.textContent) {
    throw new Error(`Brand data missing: index.html has no #${brandDataElementId} script. Build the site with "nx build <brand>".`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent);
  } catch (error) {
    throw new Error(`Brand data in #${brandDataElementId} is not valid JSON (${(error as Error).message}).`);
  }
  const result = BrandData.safeParse(raw);
  if (!result.success) {
    const lines = problemLines(`#${brandDataElementId}`, result.error.issues, raw);
    throw new Error(`Brand data in #${brandDataElementId} is broken:\n${lines.join('\n')}`);
  }
  return result.data;
}
