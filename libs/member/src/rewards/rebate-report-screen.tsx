import { useTranslation } from '@wl/i18n';
import type { RebateClaim } from '@wl/api-client/contract/rewards-calls';
import { Money } from '../money-shared/money-text';
import { RecordCard, useDateTime } from '../money-shared/records/record-card';
import { RangeRecords } from '../money-shared/records/range-records';
import { fetchRebateReport } from './rewards-api';

/** /m/member/rebateReport (PLYRBT): the member's rebate claims in the range, newest first. */
export default function RebateReportScreen() {
  const { t } = useTranslation();
  const time = useDateTime();
  return (
    <RangeRecords<RebateClaim>
      fallback="last30"
      label={t('titles.rebateReport')}
      emptyText={t('member.records.empty')}
      part="rebateReport"
      fetchRange={fetchRebateReport}
      rowKey={(c) => c.id}
      renderRow={(c) => (
        <RecordCard
          title={t('member.rebate.claimTitle')}
          aside={<Money value={c.amount} signed />}
          lines={[
            [t('member.records.turnover'), <Money key="t" value={c.turnover} />],
            [t('member.rebate.period'), `${c.periodFrom ? time(c.periodFrom) : '—'} – ${time(c.periodTo)}`],
            [t('member.records.time'), time(c.createdAt)],
          ]}
        />
      )}
    />
  );
}
