// Server-safe entry (`@wl/brand/schema`): the brand schema, checks and flag lists, without React.
export {
  BrandConfig,
  BrandConfigShape,
  AgeTexts,
  ThemePrimitives,
  AssetPath,
  brandRuleProblems,
  isTimeZone,
} from './schema';
export { brandTimeZone } from './brand-time-zone';
export { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';
export type { BrandTheme, BrandRuleProblem } from './schema';
export { LanguagePack } from './language-pack';
export { BrandData } from './pack';
export { checkBrandConfig } from './validate-config';
export type { BrandCheck } from './validate-config';
export { formatPath, problemLines } from './problems';
export { whiteLabelFlags, menuSwitches } from './flags';
export type { WhiteLabelFlag, MenuSwitch } from './flags';
export { resolveFlags, isFlagOn } from './resolve-flags';
export type { FlagSet } from './resolve-flags';
export { brandAssetUrl, brandAssetFolder } from './asset-url';
export { sitePaths } from './site-paths';
export { earlyInstallOffer } from './install-offer';
export { staticFrameId } from './static-frame';
// The one entry rule for every entry point (docs/decisions/0035) and the member roles it reads.
export { entryAllowed, entryRequirements } from './entry-rules';
export type { EntryContext, EntryId, EntryRequirement, EntryRole, PromoSwitch } from './entry-rules';
export { freeMemberCheck, isAgent, isPlayer, isRealMember, isTrial, TRIAL_TYPE } from './roles';
export type { RoleInput } from './roles';
export {
  CONTRACT_CHECK_SKIPPING_TYPES,
  NON_AGENT_MEMBER_TYPES,
  REAL_MEMBER_TYPES,
  TRIAL_MEMBER_TYPE,
  isAgentMemberType,
  isRealMemberType,
  isTrialMemberType,
} from './member-types';
