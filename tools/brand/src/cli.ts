import { resolve } from 'node:path';
import { assembleBrand } from './assemble';

const usage = 'usage: assemble <brand-id> [--brands <dir>] [--shell <dir>] [--out <dir>]';

export interface CliIo {
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Parses `<id> [--brands dir] [--shell dir] [--out dir]`; paths are relative to the workspace root (cwd).
 * Drawn home-screen icons are kept in node_modules/.cache/wl-brand-icons by content hash.
 */
export async function runAssembleCli(argv: readonly string[], io: CliIo): Promise<number> {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined) {
        io.err(`${arg} needs a value\n${usage}`);
        return 2;
      }
      flags.set(arg.slice(2), value);
      i++;
    } else positional.push(arg);
  }
  const id = positional[0];
  if (!id || positional.length > 1) {
    io.err(usage);
    return 2;
  }
  const started = performance.now();
  const result = await assembleBrand({
    brandDir: resolve(io.cwd, flags.get('brands') ?? 'brands', id),
    shellDir: resolve(io.cwd, flags.get('shell') ?? 'dist/apps/shell'),
    outDir: resolve(io.cwd, flags.get('out') ?? 'dist/brands', id),
    displayRoot: io.cwd,
    iconCacheDir: resolve(io.cwd, 'node_modules/.cache/wl-brand-icons'),
  });
  if (!result.ok) {
    io.err(`Brand "${id}" is not valid (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}):`);
    for (const line of result.problems) io.err(line);
    return 1;
  }
  io.out(
    `Brand "${id}" assembled into ${flags.get('out') ?? 'dist/brands'}/${id} in ${Math.round(performance.now() - started)} ms`,
  );
  return 0;
}
