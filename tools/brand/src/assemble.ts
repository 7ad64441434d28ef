import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { validateBrandFolder } from '@wl/brand/node';
import { brandAssetFolder } from '@wl/brand/schema';
import type { BrandConfig } from '@wl/brand/schema';
import { languages } from '@wl/i18n/languages';
import { bannerPreloadHtml, headHtml, manifestFileName } from './head';
import { jsonForScript, escapeHtml } from './html';
import { appIconProblems, renderIcons } from './icons';
import { atHeight, imageSize } from './image-size';
import { webManifest } from './manifest';
import { brandPack, packText } from './packs';
import type { BasePackSource } from './packs';
import { brandPrecacheEntries, injectBrandPrecache, serviceWorkerFileName } from './service-worker';
import { entryPageFileOf, entryRoutes, sanitizerSource } from './entry-routes';
import { firstCallsOf } from './first-calls';
import { firstPaintFiles } from './first-paint-files';
import type { ViteManifest } from './first-paint-files';
import {
  appStartHtml,
  entryScriptPattern,
  framesWithBanner,
  logoHeight,
  shellPreloadPattern,
  skeletonHtml,
} from './skeleton';
import { fillTemplate, missingPlaceholders } from './template';

/** The shell's hashed, never-rewritten chunks: every brand shares them. */
const hashedAssetFolder = 'assets';

/**
 * Hard-links every file of `from` into `to` (a copy where links cannot be made, e.g. another file system).
 * Only for content-hashed files nobody writes to afterwards: a brand gets the shell's chunks in
 * microseconds instead of copying a megabyte per brand.
 */
function linkTree(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else linkOrCopy(source, target);
  }
}

function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

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
  /** Folder keeping drawn home-screen icons by content hash (none: icons are always drawn). */
  iconCacheDir?: string;
}

export type AssembleResult = { ok: true; brand: BrandConfig; files: string[] } | { ok: false; problems: string[] };

/** Folders of the shell build that are build metadata, not part of the site. */
const shellMetadata = new Set(['.vite', 'index.html']);

function localeOf(code: string): string {
  return languages.find((l) => l.code === code)?.locale ?? code.toLowerCase();
}

/** Files under a folder as `prefix/relative/path` → bytes (sorted walk). */
function filesUnder(dir: string, prefix: string): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(out, filesUnder(full, `${prefix}/${entry.name}`));
    else if (entry.isFile()) out[`${prefix}/${entry.name}`] = readFileSync(full);
  }
  return out;
}

/**
 * Builds one brand's static bundle from the shell build: index.html with the placeholders filled,
 * brand.json, merged language packs, web manifest, home-screen icons (`icons/`), the service worker
 * with the brand's precache list (`sw.js`) and the brand's assets under `brand/`.
 * Validates first; on any problem nothing is written and the problem lines come back.
 */
export async function assembleBrand(options: AssembleOptions): Promise<AssembleResult> {
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
    return {
      ok: false,
      problems: missing.map((p) => `${show(templateFile)}: placeholder ${p} not found (is this the shell's build?)`),
    };
  }
  const manifestFile = join(options.shellDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    return { ok: false, problems: [`${show(manifestFile)}: not found; build the shell first (npx nx build shell)`] };
  }
  const preloads = firstPaintFiles(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest, entryRoutes);
  if (!preloads.ok) return { ok: false, problems: preloads.problems.map((p) => `${show(manifestFile)}: ${p}`) };
  const sanitizer = preloads.screenFiles[sanitizerSource];
  if (sanitizer === undefined)
    return { ok: false, problems: [`${show(manifestFile)}: no entry route names the sanitiser (${sanitizerSource})`] };
  if (
    template.split('</head>').length !== 2 ||
    template.split('<html ').length !== 2 ||
    template.split('<script type="module"').length !== 2 ||
    !entryScriptPattern.test(template)
  ) {
    return {
      ok: false,
      problems: [
        `${show(templateFile)}: <html, </head> and the entry module script must appear once each (is this the shell's build?)`,
      ],
    };
  }
  const workerFile = join(options.shellDir, serviceWorkerFileName);
  if (!existsSync(workerFile)) {
    return { ok: false, problems: [`${show(workerFile)}: not found; build the shell first (npx nx build shell)`] };
  }
  const shellWorker = readFileSync(workerFile, 'utf8');
  if (injectBrandPrecache(shellWorker, []) === null) {
    return {
      ok: false,
      problems: [`${show(workerFile)}: the brand precache point was not found once (is this the shell's build?)`],
    };
  }
  const appIconBytes = readFileSync(join(options.brandDir, brand.assets.appIcon));
  const iconProblems = appIconProblems(brand.assets.appIcon, appIconBytes);
  if (iconProblems.length > 0) {
    return {
      ok: false,
      problems: iconProblems.map((p) => `${show(join(options.brandDir, brand.assets.appIcon))}: ${p}`),
    };
  }

  const packs = Object.fromEntries(
    brand.languages.offered.map((code) => [code, brandPack(code, locales[code], options.basePack)]),
  );
  const defaultCode = brand.languages.default;
  const pack = packs[defaultCode] ?? {};
  const read = (assetPath: string) => readFileSync(join(options.brandDir, assetPath));
  const logoSize = atHeight(imageSize(brand.assets.logo, read(brand.assets.logo)), logoHeight);
  const description = packText(pack, 'home.tagline', brand.displayName);
  const icons = await renderIcons({
    path: brand.assets.appIcon,
    bytes: appIconBytes,
    background: brand.theme.colors.header,
    ...(options.iconCacheDir ? { cacheDir: options.iconCacheDir } : {}),
  });

  const titleKeys = [...new Set(entryRoutes.map((route) => route.titleKey))];
  const filled = fillTemplate(template, {
    lang: escapeHtml(localeOf(defaultCode)),
    title: escapeHtml(brand.displayName),
    head: headHtml(brand, description),
    skeleton: skeletonHtml(
      brand,
      {
        login: packText(pack, 'common.login', 'Login'),
        register: packText(pack, 'common.register', 'Register'),
        home: packText(pack, 'nav.home', 'Home'),
        back: packText(pack, 'common.back', 'Back'),
        loading: packText(pack, 'common.loading', 'Loading'),
        accountBanner: packText(pack, 'login.banner', brand.displayName),
        accountTabs: packText(pack, 'login.tabs.label', 'Login or register'),
        helpTopics: packText(pack, 'content.help.topics', 'Topics'),
        titles: Object.fromEntries(titleKeys.map((key) => [key, packText(pack, key, key)])),
        downloadBar: {
          text: packText(pack, 'pieces.downloadBar.text', '{{brand}}').split('{{brand}}').join(brand.displayName),
          open: packText(pack, 'pieces.downloadBar.open', 'Download'),
        },
      },
      logoSize,
    ),
    data: `<script id="wl-brand" type="application/json">${jsonForScript({ brand, pack })}</script>`,
  });
  // The entry script gives way to one start script that announces the entry, its chunks and start stages (from the
  // build manifest) after the static frame's first paint, with the chunks of the route's first screen. Vite's own
  // modulepreload tags for the entry's imports are taken out: they would load them before the first paint.
  const html = filled.replace(shellPreloadPattern, '').replace(entryScriptPattern, (_tag, entry: string) =>
    appStartHtml({
      entry,
      shellFiles: preloads.startFiles,
      filesByRoute: preloads.files,
      firstCalls: firstCallsOf(entryRoutes, brand),
      sanitizer,
    }),
  );

  // Write into a fresh folder beside the target, then swap it in, so a failure never leaves half a bundle.
  const staging = `${options.outDir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    cpSync(options.shellDir, staging, {
      recursive: true,
      filter: (src) => {
        const top = relative(options.shellDir, src).split(sep)[0] ?? '';
        return !shellMetadata.has(top) && top !== hashedAssetFolder;
      },
    });
    linkTree(join(options.shellDir, hashedAssetFolder), join(staging, hashedAssetFolder));
    cpSync(join(options.brandDir, 'assets'), join(staging, brandAssetFolder), { recursive: true });
    mkdirSync(join(staging, 'locales'), { recursive: true });
    mkdirSync(join(staging, 'icons'), { recursive: true });
    const files: Record<string, string | Uint8Array> = {
      'index.html': html,
      'brand.json': `${JSON.stringify(brand, null, 2)}\n`,
      [manifestFileName]: `${JSON.stringify(webManifest(brand, localeOf(defaultCode), description), null, 2)}\n`,
      ...icons,
    };
    for (const [code, merged] of Object.entries(packs)) files[`locales/${code}.json`] = JSON.stringify(merged);
    // The worker precaches the brand's shell: page, data, default language, manifest, icons and images.
    const precached = { ...files, ...filesUnder(join(staging, brandAssetFolder), brandAssetFolder) };
    for (const name of Object.keys(precached))
      if (name.startsWith('locales/') && name !== `locales/${defaultCode}.json`) delete precached[name];
    files[serviceWorkerFileName] = injectBrandPrecache(shellWorker, brandPrecacheEntries(precached)) as string;
    for (const [name, content] of Object.entries(files)) writeFileSync(join(staging, name), content);
    // Each entry path's own static page: the route named in the document, so its frame paints even before the
    // route script runs. Not precached: the worker answers navigations with index.html, whose script names the route.
    // A route's other paths get a hard link to its page: the same bytes, written once.
    // A route whose frame shows no banner does not preload it.
    const withoutBanner = html.replace(bannerPreloadHtml(brand), '');
    for (const route of entryRoutes) {
      const page = (framesWithBanner.includes(route.frame) ? html : withoutBanner).replace(
        '<html ',
        `<html data-wl-route="${route.id}" `,
      );
      const pageFiles = [...new Set(route.paths.map((path) => join(staging, entryPageFileOf(path))))];
      pageFiles.forEach((file, i) => {
        mkdirSync(dirname(file), { recursive: true });
        if (i === 0) writeFileSync(file, page);
        else linkOrCopy(pageFiles[0] as string, file);
      });
    }
    rmSync(options.outDir, { recursive: true, force: true });
    renameSync(staging, options.outDir);
    return { ok: true, brand, files: Object.keys(files) };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
