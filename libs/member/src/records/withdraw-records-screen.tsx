import { useTranslation } from '@wl/i18n';
import type { WithdrawalOrder } from '@wl/api-client/contract/withdraw-calls';
import { Money } from '../money-shared/money-text';
import { RecordCard, useDateTime } from '../money-shared/records/record-card';
import { RangeRecords } from '../money-shared/records/range-records';
import { StatusPill } from '../money-shared/status-pill';
import { fetchWithdrawReport } from '../withdraw/withdraw-api';

/** /m/withdrawReport: the member's withdrawals in the range, newest first (WITHREC3). */
export default function WithdrawRecordsScreen() {
  const { t } = useTranslation();
  const time = useDateTime();
  return (
    <RangeRecords<WithdrawalOrder>
      label={t('titles.withdrawReport')}
      emptyText={t('member.records.empty')}
      part="withdrawReport"
      fetchRange={fetchWithdrawReport}
      rowKey={(o) => o.orderNo}
      renderRow={(o) => (
        <RecordCard
          title={`${o.bankName} ${o.cardNumber}`}
          aside={<StatusPill status={o.status} />}
          lines={[
            [t('member.amount.label'), <Money key="a" value={o.amount} />],
            [t('member.records.orderNo'), o.orderNo],
            [t('member.records.time'), time(o.createdAt)],
            ...(o.reason ? ([[t('member.records.reason'), o.reason]] as const) : []),
          ]}
        />
      )}
    />
  );
}
