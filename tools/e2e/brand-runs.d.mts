export interface BrandRun {
  id: string;
  port: number;
  args: string[];
}
export function planBrandRuns(argv: readonly string[], brandIds: readonly string[], basePort: number): BrandRun[];
export function parallelRuns(setting: string | undefined, cores: number, runs: number): number;
