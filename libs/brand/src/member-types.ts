/**
 * Member types and the role lists built on them (spec visitor-session-games §2/§3, member-agent-platform
 * §3/§4/§5), declared once for the site and the platform (the platform reads them through `@wl/brand/schema`): 0, 1 and 2 are real members; 4 is a trial or
 * guest account; 40, 41 and 42 appear in agent logic. Pure data and predicates: no I/O.
 */

/** The trial (guest) account's member type: free play opens one (spec §3). */
export const TRIAL_MEMBER_TYPE = 4;

/** Member types of real accounts: the free-member check passes them (spec §5). */
export const REAL_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/** Member types without an agency centre: a logged-in member of any other type is an agent (spec §4). */
export const NON_AGENT_MEMBER_TYPES: readonly number[] = [0, TRIAL_MEMBER_TYPE, 40];

/** Member types the home's contract check skips (spec §4 "Contract check"). */
export const CONTRACT_CHECK_SKIPPING_TYPES: readonly number[] = [TRIAL_MEMBER_TYPE, 40, 41, 42];

/** Whether a member type is a real account's (0, 1, 2). */
export function isRealMemberType(type: number | undefined): boolean {
  return type !== undefined && REAL_MEMBER_TYPES.includes(type);
}

/** Whether a member type is the trial account's (4). */
export function isTrialMemberType(type: number | undefined): boolean {
  return type === TRIAL_MEMBER_TYPE;
}

/** Whether a member type is an agent's (none of 0, 4 and 40); being logged in is the caller's part. */
export function isAgentMemberType(type: number | undefined): boolean {
  return type !== undefined && !NON_AGENT_MEMBER_TYPES.includes(type);
}
