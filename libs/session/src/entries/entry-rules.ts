// The one entry rule (docs/decisions/0035) lives in @wl/brand, server-safe, so the platform's own pages follow it too.
export { entryAllowed, entryRequirements } from '@wl/brand';
export type { EntryContext, EntryId, EntryRequirement, EntryRole, PromoSwitch } from '@wl/brand';
