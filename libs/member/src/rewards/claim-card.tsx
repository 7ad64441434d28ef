import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import type { ClaimItem } from '@wl/api-client/contract/rewards-calls';
import { Button, Card, SectionTitle } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { Money, useMoneyText } from '../money-shared/money-text';
import { Muted } from '../money-shared/muted-text';
import { ProgressBar } from '../money-shared/progress-bar';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const Reward = styled.span`
  font-weight: 700;
  color: ${tokens.color.primary};
`;

const amountKinds = new Set(['deposit_total', 'turnover']);

/** One reward or mission: what it gives, how far the member is, and Claim when it is ready. */
export function ClaimCard({ item, onClaim, claiming }: { item: ClaimItem; onClaim: () => void; claiming: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const { kind, current, target } = item.requirement;
  const percent = target > 0 ? Math.min(100, Math.floor((current / target) * 100)) : 100;
  const shown = (n: number) => (amountKinds.has(kind) ? money(n) : String(n));
  return (
    <Card as="article" aria-label={item.title}>
      <Head>
        <div>
          <SectionTitle size="sm">{item.title}</SectionTitle>
          <Muted>{item.description}</Muted>
        </div>
        <Reward>
          <Money value={item.reward} />
        </Reward>
      </Head>
      {kind !== 'none' && kind !== 'friend_deposit' ? (
        <>
          <ProgressBar percent={percent} label={t('member.rewards.progress')} />
          <Muted>{t('member.rewards.progressText', { current: shown(current), target: shown(target) })}</Muted>
        </>
      ) : null}
      {kind === 'friend_deposit' ? <Muted>{t('member.rewards.friendsReady', { count: current })}</Muted> : null}
      {item.state === 'claimable' ? (
        <Button onClick={onClaim} loading={claiming}>
          {t('member.rewards.claim')}
        </Button>
      ) : (
        <Button variant="secondary" disabled>
          {t(item.state === 'claimed' ? 'member.rewards.claimed' : 'member.rewards.inProgress')}
        </Button>
      )}
    </Card>
  );
}
