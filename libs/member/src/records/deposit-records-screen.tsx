import { useTranslation } from '@wl/i18n';
import type { DepositOrder } from '@wl/api-client/contract/deposit-calls';
import { fetchDepositReport } from '../deposit/deposit-api';
import { Money } from '../money-shared/money-text';
import { RecordCard, useDateTime } from '../money-shared/records/record-card';
import { RangeRecords } from '../money-shared/records/range-records';
import { StatusPill } from '../money-shared/status-pill';

/** /m/vouReport: the member's deposits in the range, newest first (DEPRECM3). */
export default function DepositRecordsScreen() {
  const { t } = useTranslation();
  const time = useDateTime();
  return (
    <RangeRecords<DepositOrder>
      label={t('titles.vouReport')}
      emptyText={t('member.records.empty')}
      part="depositReport"
      fetchRange={fetchDepositReport}
      rowKey={(o) => o.orderNo}
      renderRow={(o) => (
        <RecordCard
          title={o.methodName}
          aside={<StatusPill status={o.status} />}
          lines={[
            [t('member.amount.label'), <Money key="a" value={o.amount} />],
            ...(o.bonus > 0 ? ([[t('member.records.bonus'), <Money key="b" value={o.bonus} />]] as const) : []),
            [t('member.records.orderNo'), o.orderNo],
            [t('member.records.time'), time(o.createdAt)],
          ]}
        />
      )}
    />
  );
}
