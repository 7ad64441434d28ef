export function cpuCounters(text: string): number[] | undefined;
export function stealShare(before: number[] | undefined, after: number[] | undefined): number | undefined;
export function readCpuCounters(): number[] | undefined;
