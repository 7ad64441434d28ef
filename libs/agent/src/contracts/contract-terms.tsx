import { useTranslation } from 'react-i18next';
import type { ContractTerms } from '@wl/api-client/contract';
import { Card } from '@wl/ui-kit';
import { RecordList } from '../agent-shared/records';

/** The terms of a contract as a list of tiers (what is reached, what it pays). */
export function ContractTermsList({ terms, money }: { terms: ContractTerms; money: (value: number) => string }) {
  const { t } = useTranslation();
  if (terms.kind === 'realtime_salary') {
    return <p>{t('agent.contract.realtimeRate', { rate: terms.ratePercent })}</p>;
  }
  if (terms.kind === 'dividend') {
    return (
      <>
        <p>{t('agent.contract.dividendPeriod')}</p>
        <RecordList aria-label={t('agent.contract.tiers')}>
          {terms.tiers.map((tier, index) => (
            <Card as="li" padding="sm" outlined key={index}>
              {t('agent.contract.dividendTier', {
                loss: money(tier.minNetLoss),
                count: tier.minActiveMembers,
                rate: tier.ratePercent,
              })}
            </Card>
          ))}
        </RecordList>
      </>
    );
  }
  return (
    <>
      <p>{t(terms.kind === 'daily_salary' ? 'agent.contract.dailyPeriod' : 'agent.contract.hourlyPeriod')}</p>
      <RecordList aria-label={t('agent.contract.tiers')}>
        {terms.tiers.map((tier, index) => (
          <Card as="li" padding="sm" outlined key={index}>
            {t('agent.contract.salaryTier', {
              turnover: money(tier.minTurnover),
              members: tier.minActiveMembers,
              salary: money(tier.salary),
            })}
          </Card>
        ))}
      </RecordList>
    </>
  );
}
