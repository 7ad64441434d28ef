import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { useApiClient } from '@wl/session';
import { Card, Page, SectionTitle, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { RealMemberGate } from '../money-shared/account-gate';
import { ColumnHeads, FiguresTable } from '../money-shared/figures-table';
import { Money } from '../money-shared/money-text';
import { Muted } from '../money-shared/muted-text';
import { ProgressBar } from '../money-shared/progress-bar';
import { rankProgressQueryOptions } from '../rewards/rewards-api';
import { QueryPage } from '../money-shared/query-page';

const Level = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  color: ${tokens.color.primary};
`;

/** The level ladder: roomier rows, the member's own level marked. */
const Ladder = styled(FiguresTable)`
  & th,
  & td {
    padding: 8px 4px;
  }
  & tr[aria-current='true'] {
    font-weight: 700;
    color: ${tokens.color.primary};
  }
`;

function Benefits({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const rank = useQuery(rankProgressQueryOptions(client, token));
  if (rank.isPending || rank.isError) return <QueryPage query={rank} placeholder={<Skeleton height="140px" />} />;
  const r = rank.data;
  return (
    <Page gap="sm">
      <Card role="region" aria-label={t('member.vip.current')}>
        <Muted>{t('member.vip.current')}</Muted>
        <Level>{r.levelName}</Level>
        <Muted>
          {t('member.vip.turnover')}: <Money value={r.turnover} />
        </Muted>
        <ProgressBar percent={r.progressPercent} label={t('member.vip.progress')} thickness={8} fill="accent" />
        <Muted>
          {r.next ? t('member.vip.toNext', { name: r.next.name, percent: r.progressPercent }) : t('member.vip.top')}
        </Muted>
      </Card>
      <Card>
        <SectionTitle>{t('member.vip.ladder')}</SectionTitle>
        <Ladder aria-label={t('member.vip.ladder')}>
          <ColumnHeads
            titles={[
              t('member.vip.level'),
              t('member.vip.turnover'),
              t('member.vip.withdrawals'),
              t('member.vip.rebateBonus'),
            ]}
          />
          <tbody>
            {r.levels.map((level) => (
              <tr key={level.level} aria-current={level.level === r.level ? 'true' : undefined}>
                <td>{level.name}</td>
                <td>
                  <Money value={level.minTurnover} />
                </td>
                <td>{t('member.vip.perDay', { count: level.withdrawDailyCount })}</td>
                <td>{level.rebateBonusPercent > 0 ? `+${level.rebateBonusPercent}%` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </Ladder>
        <Muted>{t('member.vip.howItWorks')}</Muted>
      </Card>
    </Page>
  );
}

/** /m/member/benefits: the member's VIP level from turnover, the way to the next one, and what each level gives. */
export default function BenefitsScreen() {
  return <RealMemberGate>{(token) => <Benefits token={token} />}</RealMemberGate>;
}
