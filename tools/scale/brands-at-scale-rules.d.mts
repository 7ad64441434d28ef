export function spreadSample<T>(ids: readonly T[], count: number): T[];
export function generatedIds(prefix: string, count: number): string[];
export function buildVerdict(input: { shellMs: number; brandsMs: number; extraMs: number }): {
  totalMs: number;
  budgetMs: number;
  ok: boolean;
};
