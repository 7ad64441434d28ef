// The member roles live with the brand's entry rule (server-safe, read by the platform too).
export { freeMemberCheck, isAgent, isPlayer, isRealMember, isTrial, TRIAL_TYPE } from '@wl/brand';
export type { RoleInput } from '@wl/brand';
