import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { imageSize, type ImageSize } from './image-size';
import { imageMimeType } from './mime';

/**
 * Home-screen icons generated from the brand's app icon at assemble time (docs/decisions/0016):
 * the sizes browsers ask for, rasterised with resvg (WebAssembly, no fonts, no native code).
 */
export interface IconSpec {
  /** File inside the bundle, e.g. `icons/icon-192.png`. */
  file: string;
  size: number;
  /**
   * `any`: the icon as drawn, transparent around it. `maskable`: drawn inside the 80 % safe zone on
   * the brand colour, so a launcher's circle or squircle mask never cuts it. `apple`: full bleed on the
   * brand colour (iOS shows no transparency and rounds the corners itself).
   */
  kind: 'any' | 'maskable' | 'apple';
}

export const iconSpecs: readonly IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, kind: 'any' },
  { file: 'icons/icon-512.png', size: 512, kind: 'any' },
  { file: 'icons/maskable-512.png', size: 512, kind: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, kind: 'apple' },
];

/** The smallest raster app icon that scales to every size above without blurring. */
export const MIN_RASTER_ICON = 512;

/** Share of a maskable icon inside its safe zone (the W3C minimum safe zone is a circle of 80 %). */
const MASKABLE_SCALE = 0.8;

/** Bumped when the drawing below changes, so cached icons are redrawn. */
const DRAWING_VERSION = '1';

/**
 * Problems that make the app icon unusable for home-screen icons, as `problem` texts (the caller adds
 * the file name). Text in an SVG needs fonts the build does not load, so it must be converted to paths.
 */
export function appIconProblems(path: string, bytes: Uint8Array): string[] {
  const size = imageSize(path, bytes);
  if (path.endsWith('.svg')) {
    const svg = new TextDecoder().decode(bytes);
    const problems: string[] = [];
    if (/<text[\s>]/i.test(svg))
      problems.push('app icon has <text>; home-screen icons are drawn without fonts — convert the text to paths');
    if (!size) problems.push('app icon needs a viewBox or width and height');
    else if (Math.abs(size.width - size.height) > 0.01 * Math.max(size.width, size.height))
      problems.push(`app icon must be square (is ${size.width}×${size.height})`);
    return problems;
  }
  if (!path.endsWith('.png')) return ['app icon must be an SVG or a PNG (home-screen icons are generated from it)'];
  if (!size) return ['app icon is not a readable PNG'];
  if (size.width !== size.height) return [`app icon must be square (is ${size.width}×${size.height})`];
  if (size.width < MIN_RASTER_ICON)
    return [`app icon must be at least ${MIN_RASTER_ICON}×${MIN_RASTER_ICON} (is ${size.width}×${size.height})`];
  return [];
}

/** The SVG drawn for one icon: the app icon as an image, scaled and centred, on the brand colour where asked. */
export function iconSvg(spec: IconSpec, source: { mime: string; bytes: Uint8Array }, background: string): string {
  const s = spec.size;
  const inner = spec.kind === 'maskable' ? Math.round(s * MASKABLE_SCALE) : s;
  const offset = (s - inner) / 2;
  const href = `data:${source.mime};base64,${Buffer.from(source.bytes).toString('base64')}`;
  const fill = spec.kind === 'any' ? '' : `<rect width="${s}" height="${s}" fill="${background}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `${fill}<image x="${offset}" y="${offset}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet" xlink:href="${href}"/></svg>`
  );
}

let ready: Promise<void> | undefined;

/** Loads resvg's WebAssembly once per process, only when an icon must really be drawn. */
function loadRenderer(): Promise<void> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  })();
  return ready;
}

export interface RenderIconsInput {
  /** Asset path inside the brand folder, e.g. `assets/app-icon.svg`. */
  path: string;
  bytes: Uint8Array;
  /** Background of maskable and Apple icons (the brand's header colour = manifest theme colour). */
  background: string;
  /** Folder of drawn icons by content hash; an unchanged icon is not drawn again. */
  cacheDir?: string;
}

/** Draws every icon of `iconSpecs`; returns PNG bytes by bundle file name. */
export async function renderIcons({
  path,
  bytes,
  background,
  cacheDir,
}: RenderIconsInput): Promise<Record<string, Uint8Array>> {
  const source = { mime: imageMimeType(path), bytes };
  const out: Record<string, Uint8Array> = {};
  for (const spec of iconSpecs) {
    const svg = iconSvg(spec, source, background);
    const key = createHash('sha256').update(DRAWING_VERSION).update(svg).digest('hex');
    const cached = cacheDir ? join(cacheDir, `${key}.png`) : undefined;
    if (cached && existsSync(cached)) {
      out[spec.file] = readFileSync(cached);
      continue;
    }
    await loadRenderer();
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: spec.size } }).render().asPng();
    if (cached && cacheDir) {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(cached, png);
    }
    out[spec.file] = png;
  }
  return out;
}

/** Size of a generated icon, for the manifest and the head links. */
export function iconSize(spec: IconSpec): ImageSize {
  return { width: spec.size, height: spec.size };
}
