import type { LanguagePack } from '@wl/brand/schema';
import { composeBasePack, mergePacks } from '@wl/i18n/packs';
import type { Pack } from '@wl/i18n/packs';

export type BasePackSource = (code: string) => Pack;

/**
 * The pack a brand ships for one language: the base pack (with English filling keys the
 * language lacks) under the brand's own overrides for that language.
 */
export function brandPack(
  code: string,
  overrides: LanguagePack | undefined,
  basePack: BasePackSource = composeBasePack,
): Pack {
  return mergePacks(basePack(code), overrides);
}

/** A text from a pack by dotted key, or the fallback when missing. */
export function packText(pack: Pack, key: string, fallback: string): string {
  let current: string | Pack | undefined = pack;
  for (const part of key.split('.')) {
    if (typeof current !== 'object') return fallback;
    current = current[part];
  }
  return typeof current === 'string' ? current : fallback;
}
