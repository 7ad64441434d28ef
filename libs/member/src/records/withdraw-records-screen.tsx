import { useTranslation } from 'react-i18next';
import type { WithdrawalOrder } from '@wl/api-client/contract';
import { useApiClient } from '@wl/session';
import { moneyKeys } from '../money-shared/keys';
import { Money } from '../money-shared/money-text';
import { RecordCard, useDateTime } from '../money-shared/records/record-card';
import { RECORDS_PAGE_SIZE, RecordList } from '../money-shared/records/record-list';
import { RecordsFrame } from '../money-shared/records/records-frame';
import { StatusPill } from '../money-shared/status-pill';
import { fetchWithdrawReport } from '../withdraw/withdraw-api';

/** /m/withdrawReport: the member's withdrawals in the range, newest first (WITHREC3). */
export default function WithdrawRecordsScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const time = useDateTime();
  return (
    <RecordsFrame>
      {({ token, range, tzOffset }) => (
        <RecordList<WithdrawalOrder>
          label={t('titles.withdrawReport')}
          emptyText={t('member.records.empty')}
          queryKey={moneyKeys.part(token, 'withdrawReport', range.startDate, range.endDate)}
          fetchPage={(page, signal) =>
            fetchWithdrawReport(
              client,
              { startDate: range.startDate, endDate: range.endDate, tzOffset, page, size: RECORDS_PAGE_SIZE },
              signal,
            )
          }
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
      )}
    </RecordsFrame>
  );
}
