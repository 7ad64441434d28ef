// Public run-time (browser) entry of @wl/brand.
export { BrandConfig, AgeTexts, ThemePrimitives, isTimeZone } from './schema';
export { brandTimeZone } from './brand-time-zone';
export type { BrandTheme } from './schema';
export { whiteLabelFlags, menuSwitches } from './flags';
export type { WhiteLabelFlag, MenuSwitch } from './flags';
export { LanguagePack } from './language-pack';
export { BrandData } from './pack';
export { readBrandData, brandDataElementId } from './read-brand-data';
export { staticFrameId } from './static-frame';
export { BrandProvider, useBrand } from './brand-context';
export { brandAssetUrl, brandAssetFolder } from './asset-url';
export { bannerCaption } from './banner-caption';
export { resolveFlags, isFlagOn } from './resolve-flags';
export type { FlagSet } from './resolve-flags';
// The one entry rule for every entry point (docs/decisions/0035) and the member roles it reads.
export { entryAllowed, entryRequirements } from './entry-rules';
export type { EntryContext, EntryId, EntryRequirement, EntryRole, PromoSwitch } from './entry-rules';
export { freeMemberCheck, isAgent, isPlayer, isRealMember, isTrial, TRIAL_TYPE } from './roles';
export {
  CONTRACT_CHECK_SKIPPING_TYPES,
  NON_AGENT_MEMBER_TYPES,
  REAL_MEMBER_TYPES,
  TRIAL_MEMBER_TYPE,
  isAgentMemberType,
  isRealMemberType,
  isTrialMemberType,
} from './member-types';
export type { RoleInput } from './roles';
// The site's paths, named once (docs/decisions/0055).
export { lottoPlayPath, lottoPlayPrefix, sitePath, sitePaths } from './site-paths';
export type { SitePath, SiteRoute } from './site-paths';
