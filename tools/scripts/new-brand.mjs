#!/usr/bin/env node
// npm run new-brand -- <id> [--name "Display Name"] [--skip-install]
// Creates brands/<id>/ from tools/brand/template/. The new brand builds with `npx nx build <id>`, no code change.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
export const templateDir = join(workspaceRoot, 'tools/brand/template');

/** Lower-case letters, digits and dashes, starting with a letter (the brand schema's rule for `id`). */
const idPattern = /^[a-z][a-z0-9-]{1,30}$/;
/** Ids that would clash with workspace projects or tooling. */
const reservedIds = new Set([
  'shell',
  'platform',
  'tools',
  'e2e',
  'brand',
  'brands',
  'i18n',
  'ui-kit',
  'session',
  'api-client',
  'games',
  'member',
  'agent',
  'template',
]);

export class NewBrandError extends Error {}

/** "lucky-star" → "Lucky Star". */
export function defaultName(id) {
  return id
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** "lucky-star" → "LUCKYSTAR01" / "LUCKYSTARTRIAL" (2–32 letters, digits or _). */
export function merchantCodes(id) {
  const base = id.replace(/-/g, '').toUpperCase().slice(0, 24);
  return { merchantCode: `${base}01`, trialMerchantCode: `${base}TRIAL` };
}

function hslToHex(h, s, l) {
  const a = s * Math.min(l, 1 - l);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** WCAG contrast of a colour against white (the template's text colour on primary and header). */
function contrastOnWhite(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** The lightest shade (from `l` down) that white text reads on at WCAG AA with a margin. */
function readableShade(hue, s, l) {
  let colour = hslToHex(hue, s, l);
  while (contrastOnWhite(colour) < 4.7 && l > 0.05) colour = hslToHex(hue, s, (l -= 0.02));
  return colour;
}

/** Starting colours derived from the id, so every new brand looks different until a designer sets them. */
export function startingColours(id) {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return {
    primary: readableShade(hue, 0.7, 0.38),
    header: readableShade(hue, 0.65, 0.28),
    accent: hslToHex((hue + 150) % 360, 0.9, 0.55),
  };
}

/** Checks the id and name; returns the problem as a sentence, or undefined when fine. */
export function problemWith(id, name, brandsDir) {
  if (!id) return 'Give the new brand an id, e.g. npm run new-brand -- lucky-star --name "Lucky Star".';
  if (!idPattern.test(id))
    return `"${id}" is not a valid brand id: use 2–31 lower-case letters, digits or dashes, starting with a letter (e.g. lucky-star).`;
  if (reservedIds.has(id)) return `"${id}" is reserved for a workspace project; choose another id.`;
  if (existsSync(join(brandsDir, id)))
    return `A brand "${id}" already exists in ${join(brandsDir, id)}; choose another id.`;
  if (!name || name.length > 40) return 'The display name must be 1–40 characters.';
  if (/[<>&"\\{}]/.test(name)) return 'The display name must not contain < > & " \\ { or }.';
  return undefined;
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Copies the template into `<brandsDir>/<id>/`, filling {{id}}, {{name}}, {{shortName}}, {{initial}},
 * {{merchantCode}}, {{trialMerchantCode}}, {{primary}}, {{header}} and {{accent}}. Returns the new folder.
 */
export function createBrand({
  id,
  name = id ? defaultName(id) : '',
  brandsDir = join(workspaceRoot, 'brands'),
  template = templateDir,
}) {
  const problem = problemWith(id, name, brandsDir);
  if (problem) throw new NewBrandError(problem);
  const shortName = name.length <= 12 ? name : (name.split(' ')[0] ?? name).slice(0, 12);
  const values = { id, name, shortName, initial: name[0].toUpperCase(), ...merchantCodes(id), ...startingColours(id) };
  const target = join(brandsDir, id);
  cpSync(template, target, { recursive: true });
  for (const file of listFiles(target)) {
    if (!/\.(json|svg|md)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key) => values[key] ?? whole);
    writeFileSync(file, text);
  }
  return target;
}

function parseArgs(argv) {
  const args = { id: undefined, name: undefined, skipInstall: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--name') args.name = argv[++i];
    else if (arg === '--skip-install') args.skipInstall = true;
    else if (arg.startsWith('--'))
      throw new NewBrandError(
        `Unknown option ${arg}. Usage: npm run new-brand -- <id> [--name "Display Name"] [--skip-install]`,
      );
    else if (args.id === undefined) args.id = arg;
    else
      throw new NewBrandError(`Unexpected argument "${arg}". Put a display name with spaces in quotes after --name.`);
  }
  return args;
}

function main() {
  try {
    const args = parseArgs(process.argv.slice(2));
    const dir = createBrand({ id: args.id, name: args.name ?? (args.id ? defaultName(args.id) : '') });
    console.log(`Created ${resolve(dir)}`);
    if (!args.skipInstall) {
      const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: workspaceRoot, stdio: 'inherit' });
      if (npm.status !== 0) {
        console.error('npm install failed; run it yourself so the lock file knows the new workspace.');
        process.exitCode = 1;
        return;
      }
    }
    console.log(
      `Next: edit brands/${args.id}/brand.json (see docs/how-to-add-a-brand.md), then npx nx build ${args.id}`,
    );
  } catch (error) {
    if (error instanceof NewBrandError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
