export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
export function mainThreadShare(
  events: readonly TraceEvent[],
): { wallMs: number; cpuMs: number; share: number } | undefined;
export function blockingByCpuTime(events: readonly TraceEvent[]): number | undefined;
