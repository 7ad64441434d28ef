// Command-line entry, prebundled to dist/tools/brand/assemble.mjs so each brand build is one plain `node` run.
import { runAssembleCli } from './cli';

process.exitCode = await runAssembleCli(process.argv.slice(2), {
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
