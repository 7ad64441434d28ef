export function mainThreadShare(
  events: readonly {
    name: string;
    ph?: string;
    pid: number;
    tid: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string };
  }[],
): { wallMs: number; cpuMs: number; share: number } | undefined;
