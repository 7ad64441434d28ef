import { whiteLabelFlags } from './flags';
import type { WhiteLabelFlag } from './flags';

/** A value for every white-label flag. */
export type FlagSet = Record<WhiteLabelFlag, boolean>;

const knownFlags: ReadonlySet<string> = new Set(whiteLabelFlags);

/**
 * Runtime flags: the brand's defaults overlaid by the platform's white-label settings
 * (`/wps/system/status` → info.whitelabel). The platform overrides only flags we know, and only
 * with real booleans; unknown keys and other values are ignored, so a sloppy platform answer
 * can never switch a feature by accident.
 */
export function resolveFlags(
  brandDefaults: FlagSet,
  platformWhitelabel?: Readonly<Record<string, unknown>> | null,
): FlagSet {
  const flags: FlagSet = { ...brandDefaults };
  if (!platformWhitelabel) return flags;
  for (const [key, value] of Object.entries(platformWhitelabel)) {
    if (knownFlags.has(key) && typeof value === 'boolean') flags[key as WhiteLabelFlag] = value;
  }
  return flags;
}

/** True when the flag is on in the given set; false for keys that are not white-label flags. */
export function isFlagOn(flags: Readonly<Partial<Record<string, boolean>>>, flag: string): boolean {
  return knownFlags.has(flag) && flags[flag] === true;
}
