import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useAffiliateAction, useApiClient, useSystemStatus } from '@wl/session';
import {
  Button,
  Card,
  EmptyState,
  FactsList,
  Page,
  Skeleton,
  TOAST_COMING_SOON_MS,
  TOAST_SUCCESS_MS,
  toast,
} from '@wl/ui-kit';
import { RealMemberGate } from '../money-shared/account-gate';
import { Money, useMoneyText } from '../money-shared/money-text';
import { Muted } from '../money-shared/muted-text';
import { referralQueryOptions } from '../rewards/rewards-api';
import { copyText, inviteLink } from './copy-text';
import { QueryPage } from '../money-shared/query-page';

function Invite({ token }: { token: string }) {
  const { t } = useTranslation();
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
      <Page gap="sm">
        <Button onClick={affiliate.run}>{t('member.invite.agentTitle')}</Button>
        {affiliate.element}
      </Page>
    );
  }
  if (action === 'comingSoon') {
    return (
      <Page gap="sm">
        <EmptyState text={t('toast.comingSoon')} />
      </Page>
    );
  }
  if (details.isPending || details.isError)
    return <QueryPage query={details} placeholder={<Skeleton height="180px" />} />;
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
    <Page gap="sm">
      <Card title={t('member.invite.title')}>
        <Muted>
          {t('member.invite.howItWorks', { reward: money(d.rewardPerFriend), minimum: money(d.minFirstDeposit) })}
        </Muted>
        <FactsList
          items={[
            { label: t('member.invite.reward'), value: <Money value={d.rewardPerFriend} /> },
            { label: t('member.invite.minimum'), value: <Money value={d.minFirstDeposit} /> },
            { label: t('member.invite.code'), value: d.referralCode },
            { label: t('member.invite.link'), value: link },
          ]}
        />
        <Button onClick={() => void copy(d.referralCode)} variant="secondary">
          {t('member.invite.copyCode')}
        </Button>
        <Button onClick={() => void copy(link)}>{t('member.invite.copyLink')}</Button>
      </Card>
      <Card>
        <FactsList
          items={[
            { label: t('member.invite.invited'), value: d.invitedCount },
            { label: t('member.invite.qualified'), value: d.qualifiedCount },
          ]}
        />
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
