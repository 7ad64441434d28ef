import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { composeBasePack, leafKeys, mergePacks, missingKeys, shippedBasePack, textAt } from '@wl/i18n/packs';
import type { Pack } from '@wl/i18n/packs';
import { LanguagePack } from '../language-pack';
import { problemLines } from '../problems';
import type { BrandConfig } from '../schema';
import { checkBrandConfig } from '../validate-config';

export type BrandFolderCheck =
  { ok: true; brand: BrandConfig; locales: Record<string, LanguagePack> } | { ok: false; problems: string[] };

export interface ValidateOptions {
  /** File names in problem lines are shown relative to this folder (default: the current directory). */
  displayRoot?: string;
  /** A language's own base pack, without English fallback (default: the shipped packs of @wl/i18n). */
  ownPack?: (code: string) => Pack | undefined;
}

/** Lines per language at most for missing texts; the rest is counted in one more line. */
const MISSING_LINES_SHOWN = 5;

/**
 * Texts each offered language lacks: every key of the English base pack must have a text in the
 * language's own pack or the brand's locale file, and a key the brand's locale files add must be in
 * each offered language's file. One line per missing text, naming the file, the language and the key.
 */
function missingTextProblems(
  offered: readonly string[],
  locales: Record<string, LanguagePack>,
  localeFile: (code: string) => string,
  ownPack: (code: string) => Pack | undefined,
): string[] {
  const english = composeBasePack('EN');
  const brandKeys = new Map<string, string>();
  for (const code of offered) {
    for (const key of leafKeys(locales[code] ?? {}))
      if (textAt(english, key) === undefined && !brandKeys.has(key)) brandKeys.set(key, code);
  }
  return offered.flatMap((code) => {
    const own = locales[code] ?? {};
    const pack = mergePacks(ownPack(code), own);
    const base = missingKeys(english, pack).map(
      (key) => `${localeFile(code)}: ${code}: missing text ${key} (no ${code} text in the base pack or this file)`,
    );
    const brand = [...brandKeys]
      .filter(([key]) => textAt(own, key) === undefined)
      .map(
        ([key, from]) =>
          `${localeFile(code)}: ${code}: missing text ${key} (the brand's ${from} text has no ${code} one)`,
      );
    const lines = [...brand, ...base];
    if (lines.length <= MISSING_LINES_SHOWN + 1) return lines;
    return [
      ...lines.slice(0, MISSING_LINES_SHOWN),
      `${localeFile(code)}: ${code}: and ${lines.length - MISSING_LINES_SHOWN} more missing texts`,
    ];
  });
}

function readJson(file: string, shown: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'file not found'
        : `not valid JSON (${(error as Error).message})`;
    return { ok: false, problem: `${shown}: ${reason}` };
  }
}

/**
 * Reads and checks a brand folder: `brand.json` against the schema, the asset files it names,
 * the folder name against `id`, `locales/<CODE>.json` (offered codes only, text leaves only), and that
 * every offered language has every text (base pack or brand locale; brand texts in each language).
 * Returns the brand and its locale overrides, or one readable line per problem naming file and field.
 */
export function validateBrandFolder(dir: string, options: ValidateOptions = {}): BrandFolderCheck {
  const show = (file: string) =>
    relative(options.displayRoot ?? process.cwd(), file)
      .split(sep)
      .join('/') || file;
  const brandFile = join(dir, 'brand.json');
  const json = readJson(brandFile, show(brandFile));
  if (!json.ok) return { ok: false, problems: [json.problem] };

  const problems: string[] = [];
  const checked = checkBrandConfig(json.value, show(brandFile));
  if (!checked.ok) problems.push(...checked.problems);

  const raw = (json.value ?? {}) as {
    id?: unknown;
    assets?: Record<string, unknown>;
    languages?: { offered?: unknown };
  };
  const folderName = basename(dir);
  if (typeof raw.id === 'string' && raw.id !== folderName) {
    problems.push(`${show(brandFile)}: id: must equal the folder name "${folderName}"`);
  }
  for (const [field, path] of Object.entries(raw.assets ?? {})) {
    if (typeof path !== 'string' || !path.startsWith('assets/') || path.split('/').includes('..')) continue;
    const file = join(dir, path);
    if (!existsSync(file) || !statSync(file).isFile())
      problems.push(`${show(brandFile)}: assets.${field}: file ${path} not found`);
  }

  const offered = Array.isArray(raw.languages?.offered)
    ? raw.languages.offered.filter((c): c is string => typeof c === 'string')
    : [];
  const locales: Record<string, LanguagePack> = {};
  const localeDir = join(dir, 'locales');
  const localeFiles = existsSync(localeDir) ? readdirSync(localeDir).sort() : [];
  for (const name of localeFiles) {
    const file = join(localeDir, name);
    const match = /^([A-Z]{2})\.json$/.exec(name);
    if (!match?.[1]) {
      problems.push(`${show(file)}: must be named <CODE>.json with an offered language code (${offered.join(', ')})`);
      continue;
    }
    const code = match[1];
    if (!offered.includes(code)) {
      problems.push(`${show(file)}: ${code} is not an offered language (offered: ${offered.join(', ')})`);
      continue;
    }
    const pack = readJson(file, show(file));
    if (!pack.ok) {
      problems.push(pack.problem);
      continue;
    }
    const parsed = LanguagePack.safeParse(pack.value);
    if (parsed.success) locales[code] = parsed.data;
    else problems.push(...problemLines(show(file), parsed.error.issues, pack.value));
  }

  if (problems.length === 0 && checked.ok) {
    const codes = checked.brand.languages.offered;
    problems.push(
      ...missingTextProblems(
        codes,
        locales,
        (code) => show(join(localeDir, `${code}.json`)),
        options.ownPack ?? shippedBasePack,
      ),
    );
  }

  if (problems.length > 0 || !checked.ok) return { ok: false, problems };
  return { ok: true, brand: checked.brand, locales };
}
