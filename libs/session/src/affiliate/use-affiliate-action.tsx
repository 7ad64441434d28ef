import { useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import { sitePaths, useBrand } from '@wl/brand';
import { TOAST_COMING_SOON_MS, toast } from '@wl/ui-kit';
import { useSessionInfo } from '../session/session-store';
import { useSystemStatus } from '../status/use-system-status';
import { AgentModal } from './agent-modal';
import { affiliateAction, referralEnabled, showsInviteEntry } from './affiliate-rules';
import type { AffiliateAction } from './affiliate-rules';

export interface AffiliateFlow {
  /** What tapping the entry does for this visitor. */
  action: AffiliateAction;
  /** Whether the invite-friends entry shows (guests, or REFERRAL enabled). */
  inviteVisible: boolean;
  /** Runs the action: the agent modal, /m/inviteFriends, or the coming-soon toast (1 s). */
  run: () => void;
  /** The agent modal: render it once where the flow is used. */
  element: ReactNode;
}

/** The affiliate action of the side menu and the member centre (one rule, one modal). */
export function useAffiliateAction(options: { onNavigate?: () => void } = {}): AffiliateFlow {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrand();
  const { status } = useSystemStatus();
  const info = useSessionInfo();
  const [open, setOpen] = useState(false);
  const referral = referralEnabled(brand.promotions, status?.info.whitelabel);
  const input = { loggedIn: info !== undefined, type: info?.type, referralEnabled: referral };
  const action = affiliateAction(input);

  const run = () => {
    if (action === 'agentModal') {
      setOpen(true);
    } else if (action === 'inviteFriends') {
      options.onNavigate?.();
      navigate(sitePaths.inviteFriends);
    } else {
      toast.show({ text: t('toast.comingSoon'), kind: 'notice', durationMs: TOAST_COMING_SOON_MS });
    }
  };

  const element =
    info && action === 'agentModal' ? (
      <AgentModal open={open} onClose={() => setOpen(false)} token={info.token} />
    ) : null;
  return { action, inviteVisible: showsInviteEntry(input), run, element };
}
