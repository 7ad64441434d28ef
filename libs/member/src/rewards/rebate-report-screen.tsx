import { useTranslation } from 'react-i18next';
import type { RebateClaim } from '@wl/api-client/contract';
import { useApiClient } from '@wl/session';
import { moneyKeys } from '../money-shared/keys';
import { Money } from '../money-shared/money-text';
import { RecordCard, useDateTime } from '../money-shared/records/record-card';
import { RECORDS_PAGE_SIZE, RecordList } from '../money-shared/records/record-list';
import { RecordsFrame } from '../money-shared/records/records-frame';
import { fetchRebateReport } from './rewards-api';

/** /m/member/rebateReport (PLYRBT): the member's rebate claims in the range, newest first. */
export default function RebateReportScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const time = useDateTime();
  return (
    <RecordsFrame fallback="last30">
      {({ token, range, tzOffset }) => (
        <RecordList<RebateClaim>
          label={t('titles.rebateReport')}
          emptyText={t('member.records.empty')}
          queryKey={moneyKeys.part(token, 'rebateReport', range.startDate, range.endDate)}
          fetchPage={(page, signal) =>
            fetchRebateReport(
              client,
              { startDate: range.startDate, endDate: range.endDate, tzOffset, page, size: RECORDS_PAGE_SIZE },
              signal,
            )
          }
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
      )}
    </RecordsFrame>
  );
}
