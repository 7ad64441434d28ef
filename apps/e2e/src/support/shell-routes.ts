import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/**
 * The shell's route table (apps/shell/src/routes/route-table.ts), read as data so a journey that walks every
 * route covers a new route with no change here. It is loaded at run time (not imported) because the e2e project
 * may not depend on the app's code; the rows are validated so a change of shape fails loudly.
 */
const root = resolve(import.meta.dirname, '../../../..');
const routeTableFile = join(root, 'apps', 'shell', 'src', 'routes', 'route-table.ts');

const ShellRoute = z.object({
  path: z.string().startsWith('/'),
  aliases: z.array(z.string()).readonly().optional(),
  screen: z.string(),
  audience: z.literal('agent').optional(),
});
export type ShellRoute = z.infer<typeof ShellRoute>;

export async function shellRoutes(): Promise<readonly ShellRoute[]> {
  const table = (
    (await import(pathToFileURL(routeTableFile).href)) as {
      routeTable?: unknown;
    }
  ).routeTable;
  return z.array(ShellRoute).min(1).parse(table);
}
