import { TRIAL_MEMBER_TYPE, isRealMemberType } from '@wl/brand/schema';
import { AppError } from '../../http/app-error';
import type { SessionMember } from './session-repo';

/** Trial (guest) accounts: free play's type (spec §3). */
export const TRIAL_TYPE = TRIAL_MEMBER_TYPE;

/** Member types that are real accounts (spec §5 free-member check: 0, 1, 2 pass). */
export { isRealMemberType };

/** Who may play (launch games, play demo rounds, buy lottery tickets): real members and trial accounts. */
export function requirePlayer(member: Pick<SessionMember, 'type'>): void {
  if (!isRealMemberType(member.type) && member.type !== TRIAL_TYPE) throw realAccountRequired();
}

/** The platform's free_reject: the site shows "Please login an actual account to use this function". */
export function realAccountRequired(): AppError {
  return new AppError('REAL_ACCOUNT_REQUIRED', 'Please login an actual account to use this function.');
}

/**
 * Refuses a call the spec keeps from trial and other non-real accounts (deposit, withdrawal, transfer,
 * rewards, chat, inbox, favourites, security, records, agent calls…) with 403 REAL_ACCOUNT_REQUIRED.
 */
export function requireRealAccount(member: Pick<SessionMember, 'type'>): void {
  if (!isRealMemberType(member.type)) throw realAccountRequired();
}
