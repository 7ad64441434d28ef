import { BrandConfig, brandRuleProblems } from './schema';
import { formatPath, problemLines } from './problems';

export type BrandCheck = { ok: true; brand: BrandConfig } | { ok: false; problems: string[] };

/**
 * Validates a parsed brand.json. `file` names it in the problem lines, e.g. `brands/rio/brand.json`.
 * Shape problems and the rules between fields are reported together, one line each.
 */
export function checkBrandConfig(input: unknown, file: string): BrandCheck {
  const result = BrandConfig.safeParse(input);
  if (result.success) return { ok: true, brand: result.data };
  const lines = problemLines(file, result.error.issues, input);
  for (const problem of brandRuleProblems(input)) {
    lines.push(`${file}: ${formatPath(problem.path)}: ${problem.message}`);
  }
  return { ok: false, problems: [...new Set(lines)] };
}
