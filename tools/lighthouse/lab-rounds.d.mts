export interface LabRun {
  id: string;
  path: string;
  run: number;
}
export function labRounds(brands: readonly string[], paths: readonly string[], runs: number): LabRun[];
