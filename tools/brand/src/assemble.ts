import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { validateBrandFolder } from '@wl/brand/node';
import { brandAssetFolder } from '@wl/brand/schema';
import type { BrandConfig } from '@wl/brand/schema';
import { languages } from '@wl/i18n/languages';
import { headHtml, manifestFileName } from './head';
import { jsonForScript, escapeHtml } from './html';
import { atHeight, imageSize } from './image-size';
import { webManifest } from './manifest';
import { brandPack, packText } from './packs';
import type { BasePackSource } from './packs';
import { logoHeight, skeletonHtml } from './skeleton';
import { fillTemplate, missingPlaceholders } from './template';

export interface AssembleOptions {
  /** The brand folder, e.g. `<root>/brands/rio`. */
  brandDir: string;
  /** The shell build, e.g. `<root>/dist/apps/shell`. */
  shellDir: string;
  /** Where the bundle goes, e.g. `<root>/dist/brands/rio` (replaced as a whole). */
  outDir: string;
  /** File names in problem lines are shown relative to this folder. */
  displayRoot: string;
  /** Base packs by language code (default: `composeBasePack` of @wl/i18n). */
  basePack?: BasePackSource;
}

export type AssembleResult = { ok: true; brand: BrandConfig; files: string[] } | { ok: false; problems: string[] };

/** Folders of the shell build that are build metadata, not part of the site. */
const shellMetadata = new Set(['.vite', 'index.html']);

function localeOf(code: string): string {
  return languages.find((l) => l.code === code)?.locale ?? code.toLowerCase();
}

/**
 * Builds one brand's static bundle from the shell build: index.html with the placeholders filled,
 * brand.json, merged language packs, web manifest and the brand's assets under `brand/`.
 * Validates first; on any problem nothing is written and the problem lines come back.
 */
export function assembleBrand(options: AssembleOptions): AssembleResult {
  const show = (file: string) => relative(options.displayRoot, file).split(sep).join('/') || file;
  const checked = validateBrandFolder(options.brandDir, { displayRoot: options.displayRoot });
  if (!checked.ok) return { ok: false, problems: checked.problems };
  const { brand, locales } = checked;

  const templateFile = join(options.shellDir, 'index.html');
  if (!existsSync(templateFile)) {
    return { ok: false, problems: [`${show(templateFile)}: not found; build the shell first (npx nx build shell)`] };
  }
  const template = readFileSync(templateFile, 'utf8');
  const missing = missingPlaceholders(template);
  if (missing.length > 0) {
    return { ok: false, problems: missing.map((p) => `${show(templateFile)}: placeholder ${p} not found (is this the shell's build?)`) };
  }

  const packs = Object.fromEntries(brand.languages.offered.map((code) => [code, brandPack(code, locales[code], options.basePack)]));
  const defaultCode = brand.languages.default;
  const pack = packs[defaultCode] ?? {};
  const read = (assetPath: string) => readFileSync(join(options.brandDir, assetPath));
  const logoSize = atHeight(imageSize(brand.assets.logo, read(brand.assets.logo)), logoHeight);
  const appIconSize = imageSize(brand.assets.appIcon, read(brand.assets.appIcon));

  const html = fillTemplate(template, {
    lang: escapeHtml(localeOf(defaultCode)),
    title: escapeHtml(brand.displayName),
    head: headHtml(brand, packText(pack, 'home.tagline', brand.displayName)),
    skeleton: skeletonHtml(
      brand,
      {
        login: packText(pack, 'common.login', 'Login'),
        register: packText(pack, 'common.register', 'Register'),
        home: packText(pack, 'nav.home', 'Home'),
      },
      logoSize,
    ),
    data: `<script id="wl-brand" type="application/json">${jsonForScript({ brand, pack })}</script>`,
  });

  // Write into a fresh folder beside the target, then swap it in, so a failure never leaves half a bundle.
  const staging = `${options.outDir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    cpSync(options.shellDir, staging, { recursive: true, filter: (src) => !shellMetadata.has(relative(options.shellDir, src).split(sep)[0] ?? '') });
    cpSync(join(options.brandDir, 'assets'), join(staging, brandAssetFolder), { recursive: true });
    mkdirSync(join(staging, 'locales'), { recursive: true });
    const files: Record<string, string> = {
      'index.html': html,
      'brand.json': `${JSON.stringify(brand, null, 2)}\n`,
      [manifestFileName]: `${JSON.stringify(webManifest(brand, localeOf(defaultCode), appIconSize), null, 2)}\n`,
    };
    for (const [code, merged] of Object.entries(packs)) files[`locales/${code}.json`] = JSON.stringify(merged);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(staging, name), text);
    rmSync(options.outDir, { recursive: true, force: true });
    renameSync(staging, options.outDir);
    return { ok: true, brand, files: Object.keys(files) };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
