import { useTranslation } from '@wl/i18n';
import type { ContractTerms } from '@wl/api-client/contract/agent-calls';
import { Card } from '@wl/ui-kit';
import { RecordList } from '../agent-shared/records';

/** The period a contract is paid for, then its tiers, one card each. */
function Tiers<Tier>({
  period,
  tiers,
  describe,
}: {
  period: string;
  tiers: readonly Tier[];
  describe: (tier: Tier) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>{period}</p>
      <RecordList aria-label={t('agent.contract.tiers')}>
        {tiers.map((tier, index) => (
          <Card as="li" padding="sm" outlined key={index}>
            {describe(tier)}
          </Card>
        ))}
      </RecordList>
    </>
  );
}

/** The terms of a contract as a list of tiers (what is reached, what it pays). */
export function ContractTermsList({ terms, money }: { terms: ContractTerms; money: (value: number) => string }) {
  const { t } = useTranslation();
  if (terms.kind === 'realtime_salary') {
    return <p>{t('agent.contract.realtimeRate', { rate: terms.ratePercent })}</p>;
  }
  if (terms.kind === 'dividend') {
    return (
      <Tiers
        period={t('agent.contract.dividendPeriod')}
        tiers={terms.tiers}
        describe={(tier) =>
          t('agent.contract.dividendTier', {
            loss: money(tier.minNetLoss),
            count: tier.minActiveMembers,
            rate: tier.ratePercent,
          })
        }
      />
    );
  }
  return (
    <Tiers
      period={t(terms.kind === 'daily_salary' ? 'agent.contract.dailyPeriod' : 'agent.contract.hourlyPeriod')}
      tiers={terms.tiers}
      describe={(tier) =>
        t('agent.contract.salaryTier', {
          turnover: money(tier.minTurnover),
          members: tier.minActiveMembers,
          salary: money(tier.salary),
        })
      }
    />
  );
}
