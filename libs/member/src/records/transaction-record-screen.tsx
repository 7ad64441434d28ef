import { useTranslation } from '@wl/i18n';
import type { TransactionEntry } from '@wl/api-client/contract/records-calls';
import { Money } from '../money-shared/money-text';
import { RecordCard, useDateTime } from '../money-shared/records/record-card';
import { RangeRecords } from '../money-shared/records/range-records';
import { fetchTransactions } from './records-api';
import { transactionKindKey } from './transaction-kind';

/** /m/transaction/record: one row per movement of the member's money in the range, newest first (TRANSREC3). */
export default function TransactionRecordScreen() {
  const { t } = useTranslation();
  const time = useDateTime();
  return (
    <RangeRecords<TransactionEntry>
      label={t('titles.transactionRecord')}
      emptyText={t('member.records.empty')}
      estimateSize={110}
      part="transactions"
      fetchRange={fetchTransactions}
      rowKey={(e) => e.id}
      renderRow={(e) => (
        <RecordCard
          title={t(transactionKindKey(e.kind))}
          aside={<Money value={e.amount} signed />}
          lines={[
            [t('member.records.balanceAfter'), <Money key="b" value={e.balanceAfter} />],
            ...(e.held > 0 ? ([[t('member.records.held'), <Money key="h" value={e.held} />]] as const) : []),
            ...(e.counterparty
              ? ([
                  [
                    t(e.amount < 0 ? 'member.records.counterpartyTo' : 'member.records.counterpartyFrom'),
                    e.counterparty,
                  ],
                ] as const)
              : []),
            ...(e.counterparties > 1 ? ([[t('member.records.recipients'), String(e.counterparties)]] as const) : []),
            ...(e.reference ? ([[t('member.records.reference'), e.reference]] as const) : []),
            [t('member.records.time'), time(e.time)],
          ]}
        />
      )}
    />
  );
}
