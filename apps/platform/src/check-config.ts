import { loadConfig } from './config/config';

// `npm run start:prod` asks this first, so a missing secret is told before a minute of building, not after.
// The rules are config.ts's own: exit 0 when the environment is valid, else print the problems and exit 1.
const loaded = loadConfig(process.env);
if (!loaded.ok) {
  console.error(['Platform configuration is not valid:', ...loaded.problems.map((line) => `  - ${line}`)].join('\n'));
  process.exit(1);
}
