// What `npm start` builds: every brand folder (brands/<id>/brand.json), so every <id>.localhost host of the
// README answers right after the first command. A brand whose build fails is reported; the others are served.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Ids of the brand folders, in name order. */
export function brandFolders(brandsDir) {
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir)
    .filter((id) => statSync(join(brandsDir, id)).isDirectory() && existsSync(join(brandsDir, id, 'brand.json')))
    .sort();
}

/** The one Nx command that builds them all (the shell once, then each brand's small assembly step). */
export function buildArgs(brandIds) {
  return ['nx', 'run-many', '-t', 'build', '-p', brandIds.join(','), '--output-style=stream-without-prefixes'];
}

/** The environment of `npm run start:prod`: production mode on port 4200 unless PORT says otherwise. */
export function productionEnv(env) {
  return { PORT: '4200', ...env, NODE_ENV: 'production' };
}
