import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApiClient } from '@wl/session';
import { Card, Page, SectionTitle, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { RealMemberGate } from '../money-shared/account-gate';
import { Money } from '../money-shared/money-text';
import { Muted } from '../money-shared/muted-text';
import { rankProgressQueryOptions } from '../rewards/rewards-api';
import { QueryPage } from '../money-shared/query-page';

const Level = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  color: ${tokens.color.primary};
`;

const Bar = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${tokens.color.border};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    background: ${tokens.color.accent};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;

  & th,
  & td {
    padding: 8px 4px;
    border-bottom: 1px solid ${tokens.color.border};
    text-align: end;
  }
  & th:first-child,
  & td:first-child {
    text-align: start;
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
        <Bar
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={r.progressPercent}
          aria-label={t('member.vip.progress')}
        >
          <span style={{ width: `${r.progressPercent}%` }} />
        </Bar>
        <Muted>
          {r.next ? t('member.vip.toNext', { name: r.next.name, percent: r.progressPercent }) : t('member.vip.top')}
        </Muted>
      </Card>
      <Card>
        <SectionTitle>{t('member.vip.ladder')}</SectionTitle>
        <Table aria-label={t('member.vip.ladder')}>
          <thead>
            <tr>
              <th scope="col">{t('member.vip.level')}</th>
              <th scope="col">{t('member.vip.turnover')}</th>
              <th scope="col">{t('member.vip.withdrawals')}</th>
              <th scope="col">{t('member.vip.rebateBonus')}</th>
            </tr>
          </thead>
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
        </Table>
        <Muted>{t('member.vip.howItWorks')}</Muted>
      </Card>
    </Page>
  );
}

/** /m/member/benefits: the member's VIP level from turnover, the way to the next one, and what each level gives. */
export default function BenefitsScreen() {
  return <RealMemberGate>{(token) => <Benefits token={token} />}</RealMemberGate>;
}
