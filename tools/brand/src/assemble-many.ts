import { runAssembleCli } from './cli';

/** One brand build of a batch, as the Nx batch executor reports it. */
export interface BrandBuild {
  id: string;
  success: boolean;
  /** The lines the command line would print (the bundle's place, or the brand's problems). */
  terminalOutput: string;
  startTime: number;
  endTime: number;
}

/**
 * Assembles brands one after another in this process, yielding each build as it ends. The Nx executor
 * `@wl/tools:assemble-brand` hands every brand build of a run to one call, so a run of a hundred brands pays one
 * Node start instead of a hundred. A brand that fails does not stop the others.
 */
export async function* assembleMany(
  ids: readonly string[],
  cwd: string,
  /** Flags given to every build, e.g. `['--shell', dir]` (see `runAssembleCli`). */
  flags: readonly string[] = [],
): AsyncGenerator<BrandBuild> {
  for (const id of ids) {
    const lines: string[] = [];
    const startTime = Date.now();
    let success: boolean;
    try {
      success =
        (await runAssembleCli([id, ...flags], { cwd, out: (l) => lines.push(l), err: (l) => lines.push(l) })) === 0;
    } catch (error) {
      lines.push(`Brand "${id}" could not be assembled: ${error instanceof Error ? error.message : String(error)}`);
      success = false;
    }
    yield { id, success, terminalOutput: `${lines.join('\n')}\n`, startTime, endTime: Date.now() };
  }
}
