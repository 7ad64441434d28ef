import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '@wl/session';
import { Button, Dialog, Spinner, toast } from '@wl/ui-kit';
import { Facts } from '../money-shared/page';
import { referralQueryOptions } from '../rewards/rewards-api';
import { copyText, inviteLink } from './copy-text';

/** The agent modal of the affiliate action (spec §4): the agent's invitation code and link, and the agency centre. */
export function AgentInviteDialog({ open, onClose, token }: { open: boolean; onClose: () => void; token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const referral = useQuery({ ...referralQueryOptions(client, token), enabled: open });
  const link = referral.data ? inviteLink(window.location.origin, referral.data.registerPath) : '';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('member.invite.agentTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={() => navigate('/m/agent')}>
            {t('titles.agent')}
          </Button>
          <Button
            disabled={!referral.data}
            onClick={() => void copyText(link).then((ok) => toast.show({ text: t(ok ? 'member.invite.copied' : 'member.invite.copyFailed'), kind: ok ? 'success' : 'notice' }))}
          >
            {t('member.invite.copyLink')}
          </Button>
        </>
      }
    >
      {referral.data ? (
        <Facts>
          <dt>{t('member.invite.code')}</dt>
          <dd>{referral.data.referralCode}</dd>
          <dt>{t('member.invite.link')}</dt>
          <dd>{link}</dd>
          <dt>{t('member.invite.invited')}</dt>
          <dd>{referral.data.invitedCount}</dd>
        </Facts>
      ) : referral.isError ? (
        t('errors.unknown')
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </Dialog>
  );
}
