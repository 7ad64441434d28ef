import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAffiliateAction, useApiClient, useErrorText, useSystemStatus } from '@wl/session';
import { Button, EmptyState, Skeleton, TOAST_COMING_SOON_MS, TOAST_SUCCESS_MS, toast } from '@wl/ui-kit';
import { RealMemberGate } from '../money-shared/account-gate';
import { Money, useMoneyText } from '../money-shared/money-text';
import { Alert, Card, CardTitle, Facts, Muted, Page } from '../money-shared/page';
import { referralQueryOptions } from '../rewards/rewards-api';
import { copyText, inviteLink } from './copy-text';

function Invite({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApiClient();
  // The affiliate action of the side menu and the member centre: agents get its agent modal.
  const affiliate = useAffiliateAction();
  const { action } = affiliate;
  // REFERRAL is the platform's setting over the brand default: judge it once the status has arrived.
  const statusReady = useSystemStatus().status !== undefined;
  const details = useQuery({ ...referralQueryOptions(client, token), enabled: action === 'inviteFriends' });
  const money = useMoneyText();

  useEffect(() => {
    if (action === 'comingSoon' && statusReady)
      toast.show({ text: t('toast.comingSoon'), kind: 'notice', durationMs: TOAST_COMING_SOON_MS });
  }, [action, statusReady, t]);

  if (action === 'agentModal') {
    return (
      <Page>
        <Button onClick={affiliate.run}>{t('member.invite.agentTitle')}</Button>
        {affiliate.element}
      </Page>
    );
  }
  if (action === 'comingSoon') {
    return (
      <Page>
        <EmptyState text={t('toast.comingSoon')} />
      </Page>
    );
  }
  if (details.isPending) {
    return (
      <Page aria-busy="true">
        <Skeleton height="180px" />
      </Page>
    );
  }
  if (details.isError) {
    return (
      <Page>
        <Alert role="alert">{errorText(details.error)}</Alert>
      </Page>
    );
  }
  const d = details.data;
  const link = inviteLink(window.location.origin, d.registerPath);
  const copy = async (text: string) => {
    const ok = await copyText(text);
    toast.show({
      text: t(ok ? 'member.invite.copied' : 'member.invite.copyFailed'),
      kind: ok ? 'success' : 'notice',
      durationMs: TOAST_SUCCESS_MS,
    });
  };
  return (
    <Page>
      <Card role="region" aria-label={t('member.invite.title')}>
        <CardTitle>{t('member.invite.title')}</CardTitle>
        <Muted>
          {t('member.invite.howItWorks', { reward: money(d.rewardPerFriend), minimum: money(d.minFirstDeposit) })}
        </Muted>
        <Facts>
          <dt>{t('member.invite.reward')}</dt>
          <dd>
            <Money value={d.rewardPerFriend} />
          </dd>
          <dt>{t('member.invite.minimum')}</dt>
          <dd>
            <Money value={d.minFirstDeposit} />
          </dd>
          <dt>{t('member.invite.code')}</dt>
          <dd>{d.referralCode}</dd>
          <dt>{t('member.invite.link')}</dt>
          <dd>{link}</dd>
        </Facts>
        <Button onClick={() => void copy(d.referralCode)} variant="secondary">
          {t('member.invite.copyCode')}
        </Button>
        <Button onClick={() => void copy(link)}>{t('member.invite.copyLink')}</Button>
      </Card>
      <Card>
        <Facts>
          <dt>{t('member.invite.invited')}</dt>
          <dd>{d.invitedCount}</dd>
          <dt>{t('member.invite.qualified')}</dt>
          <dd>{d.qualifiedCount}</dd>
        </Facts>
        <Muted>{t('member.invite.claimHint')}</Muted>
      </Card>
    </Page>
  );
}

/**
 * /m/inviteFriends: the member's invitation code and link (REFERRAL on). Agents get the agent modal;
 * with REFERRAL off, "coming soon" (toast 1 s).
 */
export default function InviteScreen() {
  return <RealMemberGate>{(token) => <Invite token={token} />}</RealMemberGate>;
}
