import { isAgent } from '../rules/roles';

/**
 * The affiliate action (visitor-session-games §6, member-agent-platform §4): agents (logged in, type not
 * 0, 4 or 40) open the agent modal; everyone else goes to /m/inviteFriends when the REFERRAL promotion
 * is enabled, else sees a "coming soon" toast for one second. The invite-friends entry is visible to
 * guests (not logged in) or when REFERRAL is enabled.
 */
export type AffiliateAction = 'agentModal' | 'inviteFriends' | 'comingSoon';

export interface AffiliateInput {
  loggedIn: boolean;
  type: number | undefined;
  referralEnabled: boolean;
}

export function affiliateAction({ loggedIn, type, referralEnabled }: AffiliateInput): AffiliateAction {
  if (isAgent({ loggedIn, type })) return 'agentModal';
  return referralEnabled ? 'inviteFriends' : 'comingSoon';
}

export function showsInviteEntry({
  loggedIn,
  referralEnabled,
}: Pick<AffiliateInput, 'loggedIn' | 'referralEnabled'>): boolean {
  return !loggedIn || referralEnabled;
}

/**
 * Whether the REFERRAL promotion is enabled: the platform's white-label setting `REFERRAL` (a boolean in
 * `/wps/system/status` → info.whitelabel) when it sends one, else the brand's `promotions.REFERRAL`.
 */
export function referralEnabled(
  brandPromotions: { REFERRAL: boolean },
  whitelabel: Readonly<Record<string, unknown>> | undefined,
): boolean {
  const fromPlatform = whitelabel?.['REFERRAL'];
  return typeof fromPlatform === 'boolean' ? fromPlatform : brandPromotions.REFERRAL;
}
