import { isAgentMemberType, isRealMemberType, isTrialMemberType, TRIAL_MEMBER_TYPE } from './member-types';

/**
 * Roles (spec §3/§6): member types 0, 1 and 2 are real members; 4 is a trial or guest account;
 * an agent is a logged-in account whose type is none of 0, 4 and 40 (the types: member-types.ts).
 */
export const TRIAL_TYPE = TRIAL_MEMBER_TYPE;

export interface RoleInput {
  loggedIn: boolean;
  /** The session's member type (undefined when logged out). */
  type: number | undefined;
}

export function isRealMember(type: number | undefined): boolean {
  return isRealMemberType(type);
}

export function isTrial(type: number | undefined): boolean {
  return isTrialMemberType(type);
}

/**
 * Who plays (launches games, plays demo rounds, buys lottery tickets): real members, and trial accounts on
 * the demo credit their merchant gives them (spec §6 "play trial").
 */
export function isPlayer(type: number | undefined): boolean {
  return isRealMember(type) || isTrial(type);
}

export function isAgent({ loggedIn, type }: RoleInput): boolean {
  return loggedIn && isAgentMemberType(type);
}

/**
 * Free-member check (spec §5): types 0, 1 and 2 pass; any other logged-in member is rejected with
 * the free_reject message. Visitors are not judged here (login-required rules apply to them).
 */
export function freeMemberCheck({ loggedIn, type }: RoleInput): 'pass' | 'free_reject' {
  if (!loggedIn) return 'pass';
  return isRealMember(type) ? 'pass' : 'free_reject';
}
