import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@wl/api-client/contract';
import { useApiClient } from '@wl/session';
import { fetchDepositReport } from '../deposit/deposit-api';
import { moneyKeys } from '../money-shared/keys';
import { Money } from '../money-shared/money-text';
import { RecordCard, useDateTime } from '../money-shared/records/record-card';
import { RECORDS_PAGE_SIZE, RecordList } from '../money-shared/records/record-list';
import { RecordsFrame } from '../money-shared/records/records-frame';
import { StatusPill } from '../money-shared/status-pill';

/** /m/vouReport: the member's deposits in the range, newest first (DEPRECM3). */
export default function DepositRecordsScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const time = useDateTime();
  return (
    <RecordsFrame>
      {({ token, range, tzOffset }) => (
        <RecordList<DepositOrder>
          label={t('titles.vouReport')}
          emptyText={t('member.records.empty')}
          queryKey={moneyKeys.part(token, 'depositReport', range.startDate, range.endDate)}
          fetchPage={(page, signal) =>
            fetchDepositReport(
              client,
              { startDate: range.startDate, endDate: range.endDate, tzOffset, page, size: RECORDS_PAGE_SIZE },
              signal,
            )
          }
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
      )}
    </RecordsFrame>
  );
}
