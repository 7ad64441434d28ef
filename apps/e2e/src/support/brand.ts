import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { BrandConfig } from '@wl/brand/schema';
import { formatPercent } from '@wl/i18n';
import { findLanguage, type LanguageInfo } from '@wl/i18n/languages';

/**
 * The brand under test and the texts it shows, read from data only: the project's brand.json
 * (playwright.config.ts puts it in `metadata.brand`) and the built locale packs
 * `dist/brands/<id>/locales/<CODE>.json`. Nothing here knows a brand by name.
 */

const root = resolve(import.meta.dirname, '../../../..');

export type Brand = BrandConfig;

/** The brand of the running project, validated with the brand schema so a bad fixture fails loudly. */
export function brandOf(testInfo: TestInfo): Brand {
  const parsed = BrandConfig.safeParse((testInfo.project.metadata as { brand?: unknown }).brand);
  if (!parsed.success) throw new Error(`Project ${testInfo.project.name}: metadata.brand is not a valid brand.json`);
  return parsed.data;
}

/** Origin of the platform itself (ops routes), as opposed to the brand host in `baseURL`. */
export function platformOrigin(testInfo: TestInfo): string {
  const origin = (testInfo.project.metadata as { platformOrigin?: unknown }).platformOrigin;
  if (typeof origin !== 'string')
    throw new Error(`Project ${testInfo.project.name}: metadata.platformOrigin is missing`);
  return origin;
}

/** Language facts (BCP 47 locale, native name) of a platform language code. */
export function language(code: string): LanguageInfo {
  const info = findLanguage(code);
  if (!info) throw new Error(`Unknown language code ${code}`);
  return info;
}

type PackNode = { [key: string]: string | PackNode };

/**
 * One built locale pack: `t('common.login')`, with `{{name}}` interpolation, plural forms (`key_one`,
 * `key_other` by the language's plural rules when `count` is given) and `{{value, percent}}` as the site
 * formats them; a missing key throws.
 */
export class Texts {
  constructor(
    readonly code: string,
    private readonly pack: PackNode,
  ) {}

  t(key: string, values: Record<string, string | number> = {}): string {
    const locale = language(this.code).locale;
    const count = values['count'];
    const plural = typeof count === 'number' ? `${key}_${new Intl.PluralRules(locale).select(count)}` : undefined;
    const text = (plural !== undefined ? this.lookup(plural) : undefined) ?? this.lookup(key);
    if (text === undefined) throw new Error(`Pack ${this.code} has no text at ${key}`);
    return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format: string | undefined) => {
      if (!(name in values)) return whole;
      return format === 'percent' ? formatPercent(Number(values[name]), locale) : String(values[name]);
    });
  }

  private lookup(key: string): string | undefined {
    let node: string | PackNode | undefined = this.pack;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  }
}

const packs = new Map<string, Texts>();

/** The built pack of one of the brand's languages (run the brand build first). */
export function textsFor(brand: Brand, code: string): Texts {
  const file = join(root, 'dist', 'brands', brand.id, 'locales', `${code}.json`);
  let texts = packs.get(file);
  if (!texts) {
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`${file} is missing: build the brand first (npx nx run-many -t build)`);
    }
    texts = new Texts(code, JSON.parse(raw) as PackNode);
    packs.set(file, texts);
  }
  return texts;
}

/** '#0a6ed1' → 'rgb(10, 110, 209)', the form getComputedStyle answers. */
export function rgb(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((h) => parseInt(h, 16));
  return `rgb(${r}, ${g}, ${b})`;
}
