import type { BrandConfig } from '@wl/brand/schema';
import type { BundleFiles } from '../bundles/bundle-files';

/** The texts of the demo game page: `games.demo.*` of the brand's built language pack. */
export type DemoTexts = Record<string, string>;

/** Keys the page uses; a pack without one of them is not used. */
export const demoTextKeys = [
  'title',
  'balance',
  'stake',
  'stakeHint',
  'spin',
  'roll',
  'pickLabel',
  'big',
  'small',
  'back',
  'result',
  'win',
  'lose',
  'insufficient',
  'stakeRange',
  'sessionEnded',
  'linkExpired',
  'failed',
  'playing',
  'reels',
  'dice',
  'symbolCherry',
  'symbolLemon',
  'symbolBell',
  'symbolBar',
  'symbolStar',
  'symbolSeven',
] as const;

/** The reality check's texts (issue 13): `protection.check.*` and `protection.time.*` of the same pack, under these names. */
export const checkTextKeys = {
  checkTitle: ['check', 'title'],
  checkElapsed: ['check', 'elapsed'],
  checkNet: ['check', 'net'],
  checkPaused: ['check', 'paused'],
  checkRecord: ['check', 'record'],
  checkContinue: ['check', 'continue'],
  checkLogout: ['check', 'logout'],
  timeHoursMinutes: ['time', 'hoursMinutes'],
  timeMinutes: ['time', 'minutes'],
} as const;

function readCheckTexts(
  protection: Record<string, Record<string, unknown> | undefined> | undefined,
  texts: DemoTexts,
): boolean {
  for (const [name, [group, key]] of Object.entries(checkTextKeys)) {
    const value = protection?.[group]?.[key];
    if (typeof value !== 'string') return false;
    texts[name] = value;
  }
  return true;
}

function read(files: BundleFiles, brandId: string, code: string): DemoTexts | null {
  const file = files.read(brandId, `locales/${code}.json`);
  if (!file) return null;
  try {
    const pack = JSON.parse(file.body.toString('utf8')) as {
      games?: { demo?: Record<string, unknown> };
      protection?: Record<string, Record<string, unknown> | undefined>;
    };
    const demo = pack.games?.demo;
    if (!demo) return null;
    const texts: DemoTexts = {};
    for (const key of demoTextKeys) {
      const value = demo[key];
      if (typeof value !== 'string') return null;
      texts[key] = value;
    }
    return readCheckTexts(pack.protection, texts) ? texts : null;
  } catch {
    return null;
  }
}

/**
 * The page's texts in `language` (falling back to the brand's default language), read from the built
 * brand bundle the site itself uses, so the game speaks the site's language with the brand's words.
 * Null when the bundle has not been built.
 */
export function demoTexts(
  files: BundleFiles,
  brand: BrandConfig,
  language: string,
): { code: string; texts: DemoTexts } | null {
  for (const code of [language.toUpperCase(), brand.languages.default]) {
    if (!brand.languages.offered.includes(code as (typeof brand.languages.offered)[number])) continue;
    const texts = read(files, brand.id, code);
    if (texts) return { code, texts };
  }
  return null;
}

/** `{{name}}` placeholders filled in. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
